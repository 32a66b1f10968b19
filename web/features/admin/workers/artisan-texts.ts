// What the Workers tab says after a change or when one fails: the server's refusal in its own words where it gave one
// (domain/workshop-messages.ts), else these kind defaults.
export const ARTISAN_TEXTS = {
  accountsLoadFailed: 'Could not load the worker accounts. Please try again.',
  saveFailed: 'Could not save the artisan. Please try again.',
  added: (name: string) => `${name} is added to the workshop.`,
  saved: (name: string) => `${name}’s details are saved.`,
  toggled: (name: string, active: boolean) =>
    active ? `${name} is active again.` : `${name} is deactivated: their open work stays on the board.`,
} as const;
