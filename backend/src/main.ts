import { runUntilSignalled, startHttpApp } from './bootstrap/start';

/** `npm start`: the API, the built frontend and (PROCESS_ROLE=all, the default) the job workers. */
runUntilSignalled(() => startHttpApp());
