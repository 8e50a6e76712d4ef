// Community: the suggestions board and the Help page (FAQ + Contact Support).
export { SuggestionForm } from './components/suggestion-form';
export { SuggestionList } from './components/suggestion-list';
export { Faq } from './components/faq';
export { ContactForm } from './components/contact-form';
