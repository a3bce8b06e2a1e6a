// Names and free text refuse control, lone-surrogate and bidi-override characters; ordinary text in
// any script (and emoji, i.e. paired surrogates) passes (the API's 400s: text-rules.test.ts).
import { describe, expect, it } from 'vitest';
import { forbiddenCharactersMessage, plainText, requiredText } from '#functions/contract/common.ts';

const forbidden = ['NUL \u0000 here', 'bell \u0007', 'C1 \u0085', 'lone \uD800 surrogate', 'low \uDC00', 'invoice\u202Efdp.exe', 'embed \u202A', 'isolate \u2066x\u2069', 'esc \u001B[31m'];

describe('the contract text rule', () => {
  it('refuses control, lone-surrogate and bidi-override characters in names', () => {
    for (const value of forbidden) {
      const result = requiredText(80).safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(forbiddenCharactersMessage);
    }
    expect(requiredText(80).safeParse('Tab\there').success).toBe(false);
  });

  it('accepts names in any script, emoji, and line breaks in multi-line text only', () => {
    for (const value of ['Zoë Ångström', 'محمد', '山田 太郎', 'Spa 💆‍♀️', "O'Neil-Smith"]) expect(requiredText(80).parse(value)).toBe(value);
    expect(plainText(200, { multiline: true }).parse('Line one\r\nLine two\tindented')).toBe('Line one\r\nLine two\tindented');
    expect(plainText(200).safeParse('Line one\nLine two').success).toBe(false);
    expect(plainText(200, { multiline: true }).safeParse('right\u202Eleft').success).toBe(false);
  });
});
