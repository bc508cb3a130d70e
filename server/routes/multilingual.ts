import { Type, type TProperties } from '@sinclair/typebox';
import type { App } from '../app.js';
import { httpError } from '../http/errors.js';
import { readMultilingual, writeMultilingual } from '../store/multilingual.js';
import { canonicalLanguageTag } from '../validation/language-tags.js';
import { stringEnum } from '../validation/schemas.js';

export const MAX_LANGUAGES = 100;

const languages = Type.Array(Type.String({ minLength: 1, maxLength: 35 }), { maxItems: MAX_LANGUAGES });
const status = stringEnum(['connected', 'disconnected']);
const object = <T extends TProperties>(properties: T) => Type.Object(properties, { additionalProperties: false });
const settingsAnswer = { response: { 200: object({ languages }) } };
const statusAnswer = { response: { 200: object({ status }) } };

/**
 * Multilingual settings. The site's languages are BCP 47 tags, stored in canonical form
 * without duplicates; its translation provider is connected until disconnected. Only an owner with
 * config permission changes them.
 */
export default async function multilingual(app: App): Promise<void> {
  // Changes need an owner allowed into the site's settings; reading is open to the runtime.
  const changesSite = { owner: 'settings' } as const;
  app.get('/api/multilingual/settings', { schema: settingsAnswer }, async () => {
    const { languages: stored } = await readMultilingual(app.db);
    return { languages: stored };
  });

  app.get('/api/multilingual/status', { schema: statusAnswer }, async () => {
    const { status: stored } = await readMultilingual(app.db);
    return { status: stored };
  });

  app.put('/api/multilingual/languages', { config: changesSite, schema: { body: object({ languages }), ...settingsAnswer } }, async (request) => {
    const canonical = request.body.languages.map((tag) => {
      const valid = canonicalLanguageTag(tag);
      if (!valid) throw httpError(400, `"${tag}" is not a BCP 47 language tag`);
      return valid;
    });
    const saved = await writeMultilingual(app.db, { languages: [...new Set(canonical)] });
    return { languages: saved.languages };
  });

  app.delete('/api/multilingual/connection', { config: changesSite, schema: statusAnswer }, async () => {
    const saved = await writeMultilingual(app.db, { status: 'disconnected' });
    return { status: saved.status };
  });
}
