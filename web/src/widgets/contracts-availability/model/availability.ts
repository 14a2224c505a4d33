/**
 * Whether the revenue-split screens are open to the customer: spec 3 §6 "The smart contracts menu requires verified
 * status", and the brand's contractsEnable (spec 1 §2 "Profile menus"). The menu hides the entry (widgets/layouts
 * profileMenu); an address typed by hand gets the same rule, said in words, instead of a screen that fails.
 * Unknown (the customer context or the brand's config still loading) waits.
 */
export type ContractsAvailability = 'loading' | 'available' | 'notOffered' | 'unverified';

export function contractsAvailability(
  verified: boolean | undefined,
  contractsEnable: boolean | undefined,
): ContractsAvailability {
  if (contractsEnable === false) return 'notOffered';
  if (verified === false) return 'unverified';
  if (verified === undefined || contractsEnable === undefined) return 'loading';
  return 'available';
}
