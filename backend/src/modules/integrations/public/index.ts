// The integrations context's public facade: other contexts need nothing of it (it listens to their events).
export {};
