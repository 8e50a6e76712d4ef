// Admin: the console (tabs), its sign-in for visitors and the Access Denied panel.
export { AdminConsole } from './components/admin-console';
export { AdminSignIn } from './components/admin-sign-in';
export { AccessDenied } from './components/access-denied';
