/** The dashboard's mail panel (admin-mail), which the go-live checklist (admin-go-live) links to. */
export const MAIL_PANEL_ID = 'e-mail';
