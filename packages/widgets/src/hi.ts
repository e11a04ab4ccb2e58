// @compare/widgets/hi: the Hindi catalogues, for a partner who wants Hindi at once
// (`<CompareProvider locale="hi" messages={hiMessages}>`) instead of the provider loading it when a
// page first asks for Hindi. Kept out of the main entry: English pages never download it.

export { hiMessages } from './i18n/hi';
export { hiAccountMessages } from './i18n/hi-account';
