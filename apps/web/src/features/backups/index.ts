export { BackupsPage } from './components/backups-page';
