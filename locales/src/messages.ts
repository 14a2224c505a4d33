/** A message tree: nested groups of texts. Plural texts use i18next v4 suffixes (`_one`, `_few`, `_many`, `_other`). */
export interface Messages {
  readonly [key: string]: string | Messages;
}
