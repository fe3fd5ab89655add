export { OrdersPage } from './components/orders-page';
export { usePendingOrderCount } from './api/pending-count';
