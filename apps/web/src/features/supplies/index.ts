export { ShopPage } from './components/shop-page';
export { ProductDetailPage } from './components/product-detail-page';
export { WishlistPage } from './components/wishlist-page';
export { CheckoutPage } from './components/checkout-page';
export { DataListViewPage, DataThumbViewPage } from './components/data-list-page';
export { SuppliesDashboardPage } from './components/dashboard-page';
