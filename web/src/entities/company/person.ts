import { emailProblem } from '../../shared/lib/index.ts';

/** A company person's name and e-mail as the add-representative and edit-representative forms hold them. */
export interface PersonValues {
  firstName: string;
  lastName: string;
  email: string;
}
export interface PersonErrors {
  firstName: 'required' | null;
  lastName: 'required' | null;
  email: 'required' | 'invalid' | null;
}

/** Names required, the e-mail by the shared rule (emailProblem). */
export function validatePerson(v: PersonValues): PersonErrors {
  return {
    firstName: v.firstName.trim() ? null : 'required',
    lastName: v.lastName.trim() ? null : 'required',
    email: emailProblem(v.email),
  };
}

export const noPersonErrors: PersonErrors = { firstName: null, lastName: null, email: null };
