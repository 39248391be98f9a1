import type { CountText } from './count.ts';

/** One screen's texts as written in English, under the name its translations use. */
export interface MessageGroup<Base> {
  readonly name: string;
  readonly base: Base;
}

/** A screen's texts as a page reads them: each count() a function of the number. */
export type Texts<Base> = {
  [Key in keyof Base]: Base[Key] extends CountText ? (count: number) => string : Base[Key];
};

/** The texts a group gives a page: `TextsOf<typeof paymentMessages>`. */
export type TextsOf<Group> = Group extends MessageGroup<infer Base> ? Texts<Base> : never;

export const messageGroup = <Base>(name: string, base: Base): MessageGroup<Base> => ({
  name,
  base,
});
