import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadyFieldset } from './ready-fieldset';

const form = (
  <form>
    <ReadyFieldset>
      <label>
        E-mail <input name="email" />
      </label>
      <button type="submit">Send</button>
    </ReadyFieldset>
  </form>
);

afterEach(() => document.body.replaceChildren());

describe('ReadyFieldset', () => {
  it("is disabled in the server's HTML and enabled once the page has hydrated", async () => {
    const html = renderToString(form);
    expect(html).toMatch(/<fieldset disabled="">/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(fieldset.disabled).toBe(false);
  });
});
