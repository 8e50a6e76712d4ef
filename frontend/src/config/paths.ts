/** Every client route in one place, so links and the router never disagree. */
export const paths = {
  home: '/',
  about: '/about',
  suggestions: '/suggestions',
  help: '/help',
  admin: '/admin',
  account: '/account',
  earnings: '/earnings',
  jukebox: '/jukebox',
  sharedSongs: '/shared-songs',
  friends: '/friends',
  resetPassword: '/reset-password',
  signInLink: '/sign-in-link',
  shared: (shareId: string) => `/shared/${encodeURIComponent(shareId)}`,
  friendInvitation: (slug: string) => `/friend/${encodeURIComponent(slug)}`,
} as const;

/** In-page anchors on the home route. */
export const sections = {
  partyGuest: 'party-guest-section',
  partyHeading: 'party-heading',
  pricing: 'pricing',
} as const;

/** Link to a home section from any page, e.g. "/#party-guest-section". */
export const homeSection = (id: string) => `/#${id}`;
