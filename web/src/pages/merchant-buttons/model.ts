import {
  ApiError,
  type MerchantLogo,
  type PbnSettings,
  type SavedButton,
  buttonCurrencies,
  buttonFields,
  logoCreateForm,
  logoUploadLimits,
  merchantButtonCreate,
  merchantButtonDelete,
  merchantButtonLimits,
  merchantButtonListGet,
  merchantButtonUpdate,
  merchantLogoCreate,
  merchantLogoDelete,
  merchantLogoListGet,
  merchantLogoUpdate,
  pbnSettingsGet,
  pbnSettingsUpdate,
} from '@app/contracts';
import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import {
  type Message,
  type UploadProgress,
  createApiMutation,
  createApiQuery,
  errorMessageFor,
  sendMultipart,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createKeyRegeneration } from '../../features/regenerate-key/index.ts';

/**
 * /merchant/buttons/my_saved_buttons, pbn_settings and business_logos (spec 3 §2; contracts merchant-buttons.ts holds
 * the decisions the spec leaves open). Named methods: the gateway adds the acting customer (spec 3 §6
 * fromCustomerId), so no customer id travels here.
 */

/* ---- saved buttons: list, create and edit in a form dialog, delete after a confirmation, the embed snippet ---- */

export type ButtonCurrency = (typeof buttonCurrencies)[number];
export interface ButtonFormValues {
  name: string;
  amount: string;
  currencyCode: ButtonCurrency;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  statusId: 1 | 2;
}
export type ButtonField = 'name' | 'amount' | 'description' | 'returnUrl' | 'cancelUrl';
export type ButtonFormProblems = Partial<Record<ButtonField, 'required' | 'invalid' | 'tooLong'>>;

export const emptyButton: ButtonFormValues = {
  name: '',
  amount: '',
  currencyCode: 'USD',
  description: '',
  returnUrl: '',
  cancelUrl: '',
  statusId: 1,
};

export function buttonValuesOf(b: SavedButton): ButtonFormValues {
  const currency = (buttonCurrencies as readonly string[]).includes(b.currencyCode)
    ? (b.currencyCode as ButtonCurrency)
    : 'USD';
  return {
    name: String(b.name),
    amount: b.amount,
    currencyCode: currency,
    description: b.description,
    returnUrl: b.returnUrl,
    cancelUrl: b.cancelUrl,
    statusId: b.statusId === 2 ? 2 : 1,
  };
}

/** The form's problems by field, from the contract's own schema (the same rules the server applies). */
export function buttonFormProblems(values: ButtonFormValues): ButtonFormProblems {
  const parsed = buttonFields.safeParse(values);
  if (parsed.success) return {};
  const out: ButtonFormProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ButtonField;
    if (out[field]) continue;
    if (field === 'name') out.name = values.name.trim() === '' ? 'required' : 'tooLong';
    else if (field === 'amount') out.amount = values.amount.trim() === '' ? 'required' : 'invalid';
    else if (field === 'description') out.description = 'tooLong';
    else if (field === 'returnUrl' || field === 'cancelUrl') out[field] = 'invalid';
  }
  return out;
}

export const SavedButtonsGate = createGate();
export const buttonsRetried = createEvent();
export const createOpened = createEvent();
export const editOpened = createEvent<SavedButton>();
export const formClosed = createEvent();
export const formSubmitted = createEvent<ButtonFormValues>();
export const deleteAsked = createEvent<SavedButton>();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();
export const snippetOpened = createEvent<SavedButton>();
export const snippetClosed = createEvent();

export const buttonsQuery = createApiQuery(merchantButtonListGet, { dialog: false });
export const createMutationOfButton = createApiMutation(merchantButtonCreate, { dialog: false });
export const updateMutationOfButton = createApiMutation(merchantButtonUpdate, { dialog: false });
export const deleteMutationOfButton = createApiMutation(merchantButtonDelete, { dialog: false });

export const $buttons = createStore<SavedButton[] | null>(null)
  .on(buttonsQuery.finished.success, (_, { result }) => result.buttons)
  .reset(sessionEnded);
export const $buttonsStatus = buttonsQuery.$loadStatus;
export const $buttonsError = buttonsQuery.$message;

/** The form dialog: a new button, or the one being changed. */
export type ButtonForm = { mode: 'create' } | { mode: 'edit'; button: SavedButton };
export const $form = createStore<ButtonForm | null>(null)
  .on(createOpened, () => ({ mode: 'create' }))
  .on(editOpened, (_, button) => ({ mode: 'edit', button }))
  .on([formClosed, createMutationOfButton.finished.success, updateMutationOfButton.finished.success], () => null)
  .reset([SavedButtonsGate.close, sessionEnded]);
export const $formBusy = sample({
  source: [createMutationOfButton.$pending, updateMutationOfButton.$pending],
  fn: (p) => p.some(Boolean),
});
/** A refused save: shown in the dialog, what was typed kept. */
export const $formError = createStore<Message | null>(null)
  .on([createOpened, editOpened, createMutationOfButton.start, updateMutationOfButton.start], () => null)
  .on([createMutationOfButton.finished.failure, updateMutationOfButton.finished.failure], (_, { error }) =>
    errorMessageFor(error),
  )
  .reset(sessionEnded);
/** What was just done, said once above the list. */
export const $buttonNotice = createStore<'created' | 'updated' | 'deleted' | null>(null)
  .on(createMutationOfButton.finished.success, () => 'created')
  .on(updateMutationOfButton.finished.success, () => 'updated')
  .on(deleteMutationOfButton.finished.success, () => 'deleted')
  .on([createOpened, editOpened, deleteAsked], () => null)
  .reset([SavedButtonsGate.close, sessionEnded]);

export const $deleteTarget = createStore<SavedButton | null>(null)
  .on(deleteAsked, (_, b) => b)
  .on([deleteCancelled, deleteMutationOfButton.finished.success], () => null)
  .reset([SavedButtonsGate.close, sessionEnded]);
export const $deleting = deleteMutationOfButton.$pending;
export const $deleteError = createStore<Message | null>(null)
  .on([deleteAsked, deleteMutationOfButton.start], () => null)
  .on(deleteMutationOfButton.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);

export const $snippetOf = createStore<SavedButton | null>(null)
  .on(snippetOpened, (_, b) => b)
  .on(snippetClosed, () => null)
  .reset([SavedButtonsGate.close, sessionEnded]);

sample({
  clock: [
    SavedButtonsGate.open,
    buttonsRetried,
    createMutationOfButton.finished.success,
    updateMutationOfButton.finished.success,
    deleteMutationOfButton.finished.success,
  ],
  fn: () => undefined,
  target: buttonsQuery.start,
});

const bodyOf = (v: ButtonFormValues) => ({
  name: v.name,
  amount: v.amount.trim(),
  currencyCode: v.currencyCode,
  description: v.description.trim(),
  returnUrl: v.returnUrl.trim(),
  cancelUrl: v.cancelUrl.trim(),
  statusId: v.statusId,
});
const valid = (v: ButtonFormValues) => Object.keys(buttonFormProblems(v)).length === 0;
sample({
  clock: formSubmitted,
  source: $form,
  filter: (form, v) => form?.mode === 'create' && valid(v),
  fn: (_, v) => ({ body: bodyOf(v) }),
  target: createMutationOfButton.start,
});
sample({
  clock: formSubmitted,
  source: $form,
  filter: (form, v) => form?.mode === 'edit' && valid(v),
  fn: (form, v) => ({ body: { id: (form as { button: SavedButton }).button.id, ...bodyOf(v) } }),
  target: updateMutationOfButton.start,
});
sample({
  clock: deleteConfirmed,
  source: $deleteTarget,
  filter: (b): b is SavedButton => b !== null,
  fn: (b) => ({ body: { id: (b as SavedButton).id } }),
  target: deleteMutationOfButton.start,
});

/* ---- PBN settings: statusId, the key masked with reveal and copy, regenerated after a confirmation (secret=1) ---- */

export const PbnSettingsGate = createGate();
export const pbnRetried = createEvent();
export const pbnSaveSubmitted = createEvent<1 | 2>();

export const pbnQuery = createApiQuery(pbnSettingsGet, { dialog: false });
export const pbnSaveMutation = createApiMutation(pbnSettingsUpdate, { dialog: false });
export const pbnRegenerateMutation = createApiMutation(pbnSettingsUpdate, { dialog: false });

export const $pbn = createStore<PbnSettings | null>(null)
  .on(pbnQuery.finished.success, (_, { result }) => result.pbnSettings)
  .on([pbnSaveMutation.finished.success, pbnRegenerateMutation.finished.success], (_, { result }) => result.pbnSettings)
  .reset(sessionEnded);
export const $pbnStatus = pbnQuery.$loadStatus;
export const $pbnError = pbnQuery.$message;
export const $pbnSaving = pbnSaveMutation.$pending;
export const $pbnSaveError = createStore<Message | null>(null)
  .on([pbnSaveMutation.start, PbnSettingsGate.open], () => null)
  .on(pbnSaveMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $pbnSaved = createStore(false)
  .on(pbnSaveMutation.finished.success, () => true)
  .on([pbnSaveMutation.start, PbnSettingsGate.open, pbnRegenerateMutation.start], () => false)
  .reset(sessionEnded);
/** The key regenerated after a confirmation (spec 3 §7 "PBN settings get/update (statusId, or secret=1)"). */
export const pbnRegeneration = createKeyRegeneration({
  mutation: pbnRegenerateMutation,
  params: { body: { secret: 1 as const } },
  closedBy: PbnSettingsGate.close,
  clearedBy: [PbnSettingsGate.open, pbnSaveMutation.start],
});
export const {
  asked: pbnRegenerateAsked,
  cancelled: pbnRegenerateCancelled,
  confirmed: pbnRegenerateConfirmed,
  $open: $pbnRegenerateOpen,
  $error: $pbnRegenerateError,
  $done: $pbnRegenerated,
} = pbnRegeneration;

sample({ clock: [PbnSettingsGate.open, pbnRetried], fn: () => undefined, target: pbnQuery.start });
sample({ clock: pbnSaveSubmitted, fn: (statusId) => ({ body: { statusId } }), target: pbnSaveMutation.start });

/* ---- business logos: the grid, upload with progress, make default, rename, delete ---- */

export type LogoFileProblem = 'type' | 'size' | 'empty';

/** The file a person picked, checked before sending (the same limits the server applies: PNG, JPEG, SVG; 512 KiB). */
export function logoFileProblem(file: { type: string; size: number }): LogoFileProblem | null {
  if (!(logoUploadLimits.mimeTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > logoUploadLimits.maxBytes) return 'size';
  return null;
}

export const BusinessLogosGate = createGate();
export const logosRetried = createEvent();
export interface LogoUpload {
  file: File;
  name: string;
  isDefault: boolean;
}
export const uploadSubmitted = createEvent<LogoUpload>();
export const makeDefaultClicked = createEvent<MerchantLogo>();
export const renameOpened = createEvent<MerchantLogo>();
export const renameClosed = createEvent();
export const renameSubmitted = createEvent<string>();
export const logoDeleteAsked = createEvent<MerchantLogo>();
export const logoDeleteCancelled = createEvent();
export const logoDeleteConfirmed = createEvent();

/** Spec 3 §7 "Logo list (pageSize 1000)". */
export const logosQuery = createApiQuery(merchantLogoListGet, {
  dialog: false,
  mapParams: () => ({ body: { pageSize: merchantButtonLimits.logos, pageNumber: 1 } }),
});
export const logoUpdateMutation = createApiMutation(merchantLogoUpdate, { dialog: false });
export const logoDeleteMutation = createApiMutation(merchantLogoDelete, { dialog: false });

const progressed = createEvent<UploadProgress>();

/** The upload through XMLHttpRequest (fetch cannot report upload progress): shared/api sendMultipart. */
export const uploadLogoFx = createEffect(async ({ file, name, isDefault }: LogoUpload) => {
  const report = scopeBind(progressed, { safe: true });
  const answer = await sendMultipart(merchantLogoCreate, logoCreateForm({ name, isDefault }, file, file.name), {
    onProgress: report,
  });
  // a small file may finish without a progress event: show it complete
  report({ loaded: file.size, total: file.size });
  return answer.logo;
});
export const uploadMutation = createMutation({ name: merchantLogoCreate.id, effect: uploadLogoFx });

export interface UploadState {
  phase: 'idle' | 'uploading' | 'done' | 'failed';
  progress: UploadProgress | null;
  /** a refusal that is not about the file (shown above the form) */
  error: Message | null;
  /** the server's VF on the file part (shown next to the file field), e.g. 'File type not allowed: use PNG, JPEG or SVG' */
  fileError: string | null;
}

/** The descriptions of a refusal's VF entries on `field`, joined with commas (spec 3 §8 "joined with commas"). */
export function fieldErrorOf(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const list = (error.body as { validationErrors?: unknown }).validationErrors;
  if (!Array.isArray(list)) return null;
  const texts = list
    .filter((e): e is { field: string; description: string } => {
      const x = e as { field?: unknown; description?: unknown };
      return typeof e === 'object' && e !== null && x.field === field && typeof x.description === 'string';
    })
    .map((e) => e.description);
  return texts.length > 0 ? texts.join(', ') : null;
}
export const $upload = createStore<UploadState>({ phase: 'idle', progress: null, error: null, fileError: null })
  .on(uploadMutation.start, (_, { file }) => ({
    phase: 'uploading',
    progress: { loaded: 0, total: file.size },
    error: null,
    fileError: null,
  }))
  .on(progressed, (s, progress) => (s.phase === 'uploading' ? { ...s, progress } : s))
  .on(uploadMutation.finished.success, (s) => ({ ...s, phase: 'done' }))
  .on(uploadMutation.finished.failure, (s, { error }) => {
    const fileError = fieldErrorOf(error, logoUploadLimits.filePart);
    return { ...s, phase: 'failed', fileError, error: fileError ? null : errorMessageFor(error) };
  })
  .reset([BusinessLogosGate.close, sessionEnded]);

export const $logos = createStore<MerchantLogo[] | null>(null)
  .on(logosQuery.finished.success, (_, { result }) => result.logos)
  .reset(sessionEnded);
export const $logosStatus = logosQuery.$loadStatus;
export const $logosError = logosQuery.$message;
export const $logoBusy = sample({
  source: [logoUpdateMutation.$pending, logoDeleteMutation.$pending],
  fn: (p) => p.some(Boolean),
});
/** A refused default, rename or delete: said above the grid (or in the rename dialog). */
export const $logoError = createStore<Message | null>(null)
  .on([logoUpdateMutation.start, logoDeleteMutation.start, BusinessLogosGate.open], () => null)
  .on([logoUpdateMutation.finished.failure, logoDeleteMutation.finished.failure], (_, { error }) =>
    errorMessageFor(error),
  )
  .reset(sessionEnded);
export const $renaming = createStore<MerchantLogo | null>(null)
  .on(renameOpened, (_, l) => l)
  .on([renameClosed, logoUpdateMutation.finished.success], () => null)
  .reset([BusinessLogosGate.close, sessionEnded]);
export const $logoDeleteTarget = createStore<MerchantLogo | null>(null)
  .on(logoDeleteAsked, (_, l) => l)
  .on([logoDeleteCancelled, logoDeleteMutation.finished.success], () => null)
  .reset([BusinessLogosGate.close, sessionEnded]);

sample({
  clock: [
    BusinessLogosGate.open,
    logosRetried,
    uploadMutation.finished.success,
    logoUpdateMutation.finished.success,
    logoDeleteMutation.finished.success,
  ],
  fn: () => undefined,
  target: logosQuery.start,
});
sample({
  clock: uploadSubmitted,
  source: uploadMutation.$pending,
  filter: (pending, u) => !pending && logoFileProblem(u.file) === null && u.name.trim() !== '',
  fn: (_, u) => u,
  target: uploadMutation.start,
});
/** Spec decision (contracts): a new default clears the old one on the server; the list is asked again. */
sample({
  clock: makeDefaultClicked,
  fn: (l) => ({ body: { id: l.id, name: String(l.name), isDefault: true } }),
  target: logoUpdateMutation.start,
});
sample({
  clock: renameSubmitted,
  source: $renaming,
  filter: (l, name) => l !== null && name.trim() !== '',
  fn: (l, name) => ({ body: { id: (l as MerchantLogo).id, name, isDefault: (l as MerchantLogo).isDefault } }),
  target: logoUpdateMutation.start,
});
sample({
  clock: logoDeleteConfirmed,
  source: $logoDeleteTarget,
  filter: (l): l is MerchantLogo => l !== null,
  fn: (l) => ({ body: { id: (l as MerchantLogo).id } }),
  target: logoDeleteMutation.start,
});
