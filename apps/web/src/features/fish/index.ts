export { FishWorklistPage } from './components/fish-worklist-page';
export { FishCasePage } from './components/fish-case-page';
