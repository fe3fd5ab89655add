export { BookmarkBar } from './components/bookmark-bar';
