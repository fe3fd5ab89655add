export {
  ComingSoonPage,
  ErrorPage,
  MaintenancePage,
  NotAuthorizedPage,
  NotFoundPage,
  StatusPage,
} from './components/status-page';
