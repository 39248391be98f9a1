export const SITE_INFO_MESSAGES = {
  loadFailed: 'Failed to load site info.',
  saveFailed: 'Failed to save site info.',
  saved: 'Site info saved.',
} as const;
