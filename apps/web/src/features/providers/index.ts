export { ProvidersPage, PhysicianProvidersPage } from './components/providers-page';
export { ProviderPage, NewProviderPage, PhysicianAddProviderPage } from './components/provider-page';
