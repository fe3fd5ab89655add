export { TodoPage } from './components/todo-page';
