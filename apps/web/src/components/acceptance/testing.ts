import { vi } from 'vitest';

/*
 * For tests only: a stand-in for signature_pad (jsdom draws nothing), for every screen that
 * shows the signature field. A test file mocks the module with it:
 *   vi.mock('signature_pad', async () => ({
 *     default: (await import('@/components/acceptance/testing')).FakeSignaturePad,
 *   }));
 * `drawSignature()` draws on the last pad made, as a stroke would.
 */

export const signaturePads: FakeSignaturePad[] = [];

export class FakeSignaturePad {
  empty = true;
  listeners = new Map<string, () => void>();
  constructor() {
    signaturePads.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  isEmpty() {
    return this.empty;
  }
  clear() {
    this.empty = true;
  }
  toData() {
    return [];
  }
  fromData() {}
  off() {}
  toDataURL = vi.fn(() => 'data:image/png;base64,c2lnbmVk');
}

export function drawSignature() {
  const pad = signaturePads.at(-1);
  if (!pad) throw new Error('No signature pad');
  pad.empty = false;
  pad.listeners.get('endStroke')?.();
}
