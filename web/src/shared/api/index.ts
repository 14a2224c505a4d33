export {
  apiClient,
  apiFailed,
  createCallFx,
  createMoneyCallFx,
  newIdempotencyKey,
  IDEMPOTENCY_HEADER,
} from './http.ts';
export type { ApiFailure, CallFxInput, CallFxOptions, MoneyCallInput } from './http.ts';
export { createApiQuery, createApiMutation, createMoneyMutation, createRoundStatus, loadStatusFor } from './query.ts';
export { createGatewayQuery, createGatewayMutation } from './gateway-route.ts';
export type { ApiQuery, ApiQueryOptions } from './query.ts';
export { readyOnceAnswered } from './ready-once.ts';
export { createKeyedMutation } from './keyed-mutation.ts';
export type { KeyedMutation, KeyedMutationOptions } from './keyed-mutation.ts';
export {
  errorReactionFor,
  errorMessageFor,
  termsOf,
  dialogLayout,
  isNoResponse,
  isOutcomeUnknown,
  DIALOG_TITLE_MAX,
} from './errors.ts';
export type { ErrorReaction, Message } from './errors.ts';
export { authLost, errorDialogClosed, termsClosed, termsReceived, $errorDialog, $pendingTerms } from './error-model.ts';
export {
  fetchConfig,
  fetchSession,
  postLogin,
  postLogout,
  postToken,
  postTouch,
  postExchange,
  putCustomer,
  postActivate,
  authedAnswer,
  sessionConfig,
  sessionState,
  loginAnswer,
} from './session.ts';
export type {
  SessionConfig,
  SessionState,
  LoginAnswer,
  Credentials,
  TokenStep,
  AuthedAnswer,
  ActivationAction,
  ActivationRequest,
} from './session.ts';
export { sendMultipart } from './upload.ts';
export type { UploadProgress, MultipartOptions } from './upload.ts';
export { createMoneyUploadMutation, serializeForm } from './money-upload.ts';
export type { MoneyUpload, MoneyUploadParams, MoneyUploadSend, SerializedForm } from './money-upload.ts';
export { realtime, createRealtimeClient, closeRealtimeFx, useRealtimeEvent } from './realtime.ts';
export type { RealtimeClient, RealtimeListener, RealtimeType, SocketLike } from './realtime.ts';
export { useMessageText } from './message-text.ts';
export { loadOnce, requestThroughChunk } from './chunk-request.ts';
