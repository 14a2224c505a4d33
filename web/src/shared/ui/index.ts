export { Button } from './button.tsx';
export type { ButtonProps } from './button.tsx';
export { TextField } from './text-field.tsx';
export type { TextFieldProps } from './text-field.tsx';
export { Skeleton } from './skeleton.tsx';
export { Alert } from './alert.tsx';
export { Dialog } from './dialog.tsx';
export type { DialogProps } from './dialog.tsx';
