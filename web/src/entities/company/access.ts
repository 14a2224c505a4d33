/** Spec 1 §6: "Access rights values: 0 no access, 1 read, 2 full access, 3 initiate, 4 confirmed, 5 uploading (the authorised user)." */
export const accessRightNames = ['noAccess', 'read', 'fullAccess', 'initiate', 'confirmed', 'uploading'] as const;
export type AccessRightName = (typeof accessRightNames)[number];
export type AccessRight = 0 | 1 | 2 | 3 | 4 | 5;
export type SelectableAccessRight = Exclude<AccessRight, 5>;

export interface AccessRightOption {
  value: SelectableAccessRight;
  name: AccessRightName;
}

export function accessRightName(value: number): AccessRightName | undefined {
  return accessRightNames[value];
}

/** Spec 1 §6: "Right value 5 is excluded from the selectable rights list." */
export function selectableAccessRights(): AccessRightOption[] {
  return ([0, 1, 2, 3, 4] as const).map((value) => ({ value, name: accessRightNames[value] }));
}

export function isSelectableAccessRight(value: number): value is SelectableAccessRight {
  return selectableAccessRights().some((o) => o.value === value);
}

export type RepresentativePosition = 'director' | 'shareholder' | 'owner' | 'authorisedUser';

/** Spec 3 §3 "Representative positions": "2 director; 6 and 9 shareholder; 8 owner; any other value is an authorised user." */
export function representativePosition(positionId: number | undefined): RepresentativePosition {
  switch (positionId) {
    case 2:
      return 'director';
    case 6:
    case 9:
      return 'shareholder';
    case 8:
      return 'owner';
    default:
      return 'authorisedUser';
  }
}
