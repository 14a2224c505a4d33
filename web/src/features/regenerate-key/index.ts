export { createKeyRegeneration } from './model.ts';
export { RegenerateKeyDialog } from './ui/regenerate-key-dialog.tsx';
