import { type RepresentativeRole, accessRightValues, representativeRole } from '@app/contracts';

/** Spec 1 §6 "Access rights values" (contracts `accessRightValues`): a right's name is its key there. */
export type AccessRightName = keyof typeof accessRightValues;
export type AccessRight = (typeof accessRightValues)[AccessRightName];
/** Spec 1 §6: "Right value 5 is excluded from the selectable rights list." (5 uploading, the authorised user) */
export type SelectableAccessRight = Exclude<AccessRight, typeof accessRightValues.uploading>;

export interface AccessRightOption {
  value: SelectableAccessRight;
  name: AccessRightName;
}

/** The rights in the order of their values. */
const accessRights = (Object.entries(accessRightValues) as [AccessRightName, AccessRight][]).sort(
  ([, a], [, b]) => a - b,
);

export function accessRightName(value: number): AccessRightName | undefined {
  return accessRights.find(([, v]) => v === value)?.[0];
}

/** Spec 1 §6: "Right value 5 is excluded from the selectable rights list." */
export function selectableAccessRights(): AccessRightOption[] {
  return accessRights.flatMap(([name, value]) => (value === accessRightValues.uploading ? [] : [{ value, name }]));
}

export function isSelectableAccessRight(value: number): value is SelectableAccessRight {
  return selectableAccessRights().some((o) => o.value === value);
}

export type RepresentativePosition = RepresentativeRole;

/** Spec 3 §3 "Representative positions": the one rule is contracts' representativeRole. */
export const representativePosition: (positionId: number | undefined) => RepresentativePosition = representativeRole;
