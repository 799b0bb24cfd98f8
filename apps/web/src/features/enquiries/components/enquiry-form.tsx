import {
  enquiryCountries,
  enquiryCountryNames,
  enquiryKitchenSizeLabels,
  enquiryKitchenSizes,
  enquiryLimits,
  enquiryProblems,
  type EnquiryField,
  type EnquiryFormValues,
} from '@corner/contracts/display';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Field, inputClassName } from '@/components/ui/form/field';
import { errorText } from '@/components/ui/form/error-text';
import { ReadyFieldset } from '@/components/ui/form/ready-fieldset';
import { useSendEnquiry } from '../api/send-enquiry';
import styles from './enquiries.module.css';

/** A gallery kitchen the visitor may say they came from. */
export interface KitchenChoice {
  slug: string;
  name: string;
}

export interface EnquiryFormProps {
  /** The published kitchens; empty while they load. */
  kitchens: KitchenChoice[];
  /** The slug of the kitchen the visitor came from ('' for none). */
  kitchen: string;
  /** A signed-in customer's name and e-mail, filled in for them. */
  customer?: { name: string; email: string } | undefined;
  /** After the enquiry is sent, with the address the confirmation went to. */
  onSent: (email: string) => void;
}

const blank = (kitchen: string, customer: EnquiryFormProps['customer']): EnquiryFormValues => ({
  name: customer?.name ?? '',
  email: customer?.email ?? '',
  phone: '',
  country: '',
  postcode: '',
  kitchenSize: '',
  kitchen,
  message: '',
  consent: false,
});

type TextField = Exclude<EnquiryField, 'consent'>;

/**
 * The enquiry of a visitor without an account (issue 26, decision 40). Checked field by field
 * with the spec's generic messages before anything is sent; the rules are contracts' own, the
 * ones the API applies. Plain React state rather than the back office's form library, which
 * would carry zod into a public page (decision 40.5). The field named "website" is the
 * honeypot: hidden from people and assistive technology, so only programs fill it in.
 */
export function EnquiryForm({ kitchens, kitchen, customer, onSent }: EnquiryFormProps) {
  const [values, setValues] = useState(() => blank(kitchen, customer));
  const [problems, setProblems] = useState<Partial<Record<EnquiryField, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const consentId = useId();
  const send = useSendEnquiry();

  // After a refused attempt, the first field with a problem gets focus.
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = (field: TextField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const control = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: set(field),
    className: inputClassName,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = enquiryProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    // A kitchen no longer in the gallery is dropped rather than refused.
    const knownKitchen =
      kitchens.length === 0 || kitchens.some((choice) => choice.slug === values.kitchen);
    const email = values.email.trim().toLowerCase();
    send.mutate(
      {
        name: values.name.trim(),
        email,
        phone: values.phone.trim(),
        country: values.country as (typeof enquiryCountries)[number],
        postcode: values.postcode.trim(),
        kitchenSize: values.kitchenSize as (typeof enquiryKitchenSizes)[number],
        kitchen: knownKitchen ? values.kitchen : '',
        message: values.message.trim(),
        consent: true,
        website: honeypot.current?.value ?? '',
      },
      { onSuccess: () => onSent(email) },
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <ReadyFieldset className={styles.form}>
        <Field label="Name" error={problems.name}>
          {(aria) => <input {...aria} {...control('name')} autoComplete="name" maxLength={400} />}
        </Field>
        <Field label="E-mail" error={problems.email}>
          {(aria) => <input {...aria} {...control('email')} type="email" autoComplete="email" />}
        </Field>
        <Field label="Phone (optional)" error={problems.phone}>
          {(aria) => <input {...aria} {...control('phone')} type="tel" autoComplete="tel" />}
        </Field>
        <div className={styles.pair}>
          <Field label="Country" error={problems.country}>
            {(aria) => (
              <select {...aria} {...control('country')} autoComplete="country">
                <option value="">Choose a country</option>
                {enquiryCountries.map((code) => (
                  <option key={code} value={code}>
                    {enquiryCountryNames[code]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Postcode" error={problems.postcode}>
            {(aria) => (
              <input
                {...aria}
                {...control('postcode')}
                autoComplete="postal-code"
                maxLength={enquiryLimits.postcode * 2}
              />
            )}
          </Field>
        </div>
        <Field
          label="Kitchen size"
          error={problems.kitchenSize}
          hint="A rough idea is enough: your designer measures the room."
        >
          {(aria) => (
            <select {...aria} {...control('kitchenSize')}>
              <option value="">Choose a size</option>
              {enquiryKitchenSizes.map((size) => (
                <option key={size} value={size}>
                  {enquiryKitchenSizeLabels[size]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="A kitchen from our gallery you liked (optional)" error={problems.kitchen}>
          {(aria) => (
            <select {...aria} {...control('kitchen')}>
              <option value="">None in particular</option>
              {kitchens.map((choice) => (
                <option key={choice.slug} value={choice.slug}>
                  {choice.name}
                </option>
              ))}
              {values.kitchen && kitchens.length === 0 ? (
                <option value={values.kitchen}>The kitchen you came from</option>
              ) : null}
            </select>
          )}
        </Field>
        <Field
          label="Message"
          error={problems.message}
          hint="Your room, what you would like, and when you would like it."
        >
          {(aria) => (
            <textarea
              {...aria}
              {...control('message')}
              rows={6}
              maxLength={enquiryLimits.message}
            />
          )}
        </Field>
        <div className={styles.consent}>
          <input
            id={consentId}
            type="checkbox"
            name="consent"
            checked={values.consent}
            onChange={(event) =>
              setValues((current) => ({ ...current, consent: event.target.checked }))
            }
            aria-invalid={Boolean(problems.consent)}
            aria-describedby={problems.consent ? `${consentId}-error` : undefined}
          />
          <label htmlFor={consentId}>
            I agree that Corner may contact me by e-mail or phone about this enquiry.
          </label>
          {problems.consent ? (
            <p id={`${consentId}-error`} className={styles.error}>
              {problems.consent}
            </p>
          ) : null}
        </div>
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={`${consentId}-website`}>Leave this field empty</label>
          <input
            ref={honeypot}
            id={`${consentId}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {send.error ? (
          <p role="alert" className={styles.error}>
            {errorText(send.error)}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send enquiry'}
          </Button>
        </div>
      </ReadyFieldset>
    </form>
  );
}
