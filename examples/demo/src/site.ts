/** The support address shown in the footer and on the contact page. */
export const SUPPORT_EMAIL = 'support@compare.example';
