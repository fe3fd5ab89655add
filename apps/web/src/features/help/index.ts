export { FaqPage } from './components/faq-page';
export { KnowledgeBasePage } from './components/knowledge-base-page';
export { KnowledgeBaseArticlePage } from './components/article-page';
export { TestDirectoryPage } from './components/test-directory-page';
