export const POLICIES_MESSAGES = {
  loadFailed: 'Failed to load the policies.',
  saveFailed: 'Failed to save the policy.',
  published: 'Saved and published: customers see it now.',
  starterNote:
    'This is a starting point, not legal advice. Read it all, replace every part in [square brackets], change whatever does not match how your business works, then save to publish it.',
} as const;
