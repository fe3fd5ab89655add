export { UsersListPage } from './components/users-list-page';
export { UserViewPage } from './components/user-view-page';
export { UserEditPage } from './components/user-edit-page';
export { ProfilePage } from './components/profile-page';
