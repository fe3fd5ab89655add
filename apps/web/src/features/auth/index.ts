export { LoginPage } from './components/login-page';
export { RegisterPage } from './components/register-page';
export { ChangePasswordPage } from './components/change-password-page';
export { signOut } from '@/api/auth/sign-out';
export { useMe } from './api/me';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ResetPasswordPage } from './components/reset-password-page';
