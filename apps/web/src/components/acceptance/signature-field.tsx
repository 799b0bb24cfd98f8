import { useEffect, useEffectEvent, useId, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button/button';
import styles from './sign-dialog.module.css';

export interface SignatureHandle {
  /** The drawing as a PNG data URL, or null when nothing is drawn. */
  dataUrl(): string | null;
}

export interface SignatureFieldProps {
  ref: Ref<SignatureHandle>;
  optional: boolean;
  error?: string | undefined;
  /** A stroke was drawn or the drawing cleared. */
  onChange: () => void;
}

/**
 * A signature drawn with a finger, a pen or the mouse (signature_pad). The canvas holds as
 * many pixels as the screen shows, so the line stays sharp; a resize keeps what was drawn.
 */
export function SignatureField({ ref, optional, error, onChange }: SignatureFieldProps) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const stroked = useEffectEvent(() => onChange());

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1f1d1a' });
    padRef.current = pad;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const drawn = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(drawn);
    };
    fit();
    const stroke = () => stroked();
    pad.addEventListener('endStroke', stroke);
    window.addEventListener('resize', fit);
    return () => {
      pad.removeEventListener('endStroke', stroke);
      window.removeEventListener('resize', fit);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      dataUrl: () => {
        const pad = padRef.current;
        return !pad || pad.isEmpty() ? null : pad.toDataURL('image/png');
      },
    }),
    [],
  );

  const clear = () => {
    padRef.current?.clear();
    onChange();
  };

  return (
    <div className={styles.signature}>
      <span id={`${id}-label`}>Draw your signature{optional ? ' (optional)' : ''}</span>
      <canvas
        ref={canvasRef}
        role="img"
        className={styles.canvas}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <div>
        <Button variant="secondary" onClick={clear}>
          Clear signature
        </Button>
      </div>
      {error ? (
        // Said as it appears: the canvas takes no keyboard focus to move to.
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
