import {
  acceptanceTexts,
  company,
  estimateCostLines,
  formatDate,
  formatDateTime,
  formatMoney,
  type EstimateLine,
} from '@corner/contracts';
import { pdfFact, pdfMuted as muted, renderPdf } from '../../../lib/pdf-document.js';

/*
 * The acceptance record as a PDF (issue 38 point 2, decision 62), made once when the customer
 * accepts and stored with the project's files.
 */

export interface AcceptanceRecordData {
  projectName: string;
  designVersionName: string;
  estimate: {
    reference: string;
    currency: string;
    issuedAt: Date;
    validUntil: string;
    totalCost: number;
    costs: Record<(typeof estimateCostLines)[number]['field'], number>;
  };
  lines: Pick<EstimateLine, 'name' | 'quantity' | 'unit' | 'unitPrice' | 'price'>[];
  terms: { revision: number; text: string };
  fullName: string;
  email: string;
  acceptedAt: Date;
  clientAddress: string;
  userAgent: string;
  /** The drawn signature (PNG), if any. */
  signature: Buffer | null;
  estimateHash: string;
  termsHash: string;
  /** Where anyone checks the record. */
  checkUrl: string;
  timeZone: string;
}

export async function acceptanceRecordPdf(data: AcceptanceRecordData): Promise<Buffer> {
  const info = {
    Title: `Acceptance of estimate ${data.estimate.reference}`,
    Author: company.name,
    Subject: data.projectName,
    CreationDate: data.acceptedAt,
  };
  return renderPdf(info, (doc) => write(doc, data));
}

function write(doc: PDFKit.PDFDocument, data: AcceptanceRecordData) {
  const { estimate } = data;
  const money = (amount: number) => formatMoney(amount, estimate.currency);
  const fact = (label: string, value: string) => pdfFact(doc, label, value);

  doc.font('bold').fontSize(18).text(`${company.name}: acceptance of an estimate`);
  doc.moveDown(0.3).font('regular').fontSize(10).fillColor(muted);
  doc.text(`${data.projectName}, design version ${data.designVersionName}`).fillColor('black');

  recordHeading(doc, 'Estimate');
  fact('Reference', estimate.reference);
  fact('Issued', formatDate(estimate.issuedAt, data.timeZone));
  fact('Valid until', formatDate(estimate.validUntil));
  for (const line of data.lines) {
    doc.text(
      `${line.name}: ${line.quantity} ${line.unit} × ${money(line.unitPrice)} = ${money(line.price)}`,
      { indent: 12 },
    );
  }
  doc.moveDown(0.5);
  for (const { field, label } of estimateCostLines) {
    if (estimate.costs[field] !== 0) fact(label, money(estimate.costs[field]));
  }
  doc.fontSize(12);
  fact('Total', money(estimate.totalCost));
  doc.fontSize(10);

  writeAgreement(doc, {
    ...data,
    heading: 'Accepted by',
    atLabel: 'Accepted on',
    at: data.acceptedAt,
    ticked: acceptanceTexts.agree,
  });
  writeChecking(doc, {
    hashes: [
      ['Estimate SHA-256', data.estimateHash],
      ['Terms SHA-256', data.termsHash],
    ],
    checks: 'the estimate and the terms still read as accepted',
    checkUrl: data.checkUrl,
    disclaimer:
      'This is a record of the customer accepting the estimate in the portal: who, when, from where and what. It is not a qualified electronic signature.',
  });
}

export function recordHeading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(1).font('bold').fontSize(13).fillColor('black').text(text).moveDown(0.3);
  doc.font('regular').fontSize(10);
}

export interface Agreement {
  terms: { revision: number; text: string };
  fullName: string;
  email: string;
  clientAddress: string;
  userAgent: string;
  signature: Buffer | null;
  timeZone: string;
  heading: string;
  atLabel: string;
  at: Date;
  /** The sentence of the box the customer ticked. */
  ticked: string;
}

/** The terms and who agreed to them, when, from where, with their signature. */
export function writeAgreement(doc: PDFKit.PDFDocument, agreement: Agreement) {
  const fact = (label: string, value: string) => pdfFact(doc, label, value);
  recordHeading(doc, `Terms (version ${agreement.terms.revision})`);
  doc.text(agreement.terms.text);

  recordHeading(doc, agreement.heading);
  fact('Name', agreement.fullName);
  fact('Signed in as', agreement.email);
  fact(
    agreement.atLabel,
    `${formatDateTime(agreement.at, agreement.timeZone)} (${agreement.timeZone})`,
  );
  fact('Time (UTC)', agreement.at.toISOString());
  fact('From the address', agreement.clientAddress);
  fact('Browser', agreement.userAgent || 'not given');
  doc.text(`They ticked: "${agreement.ticked}".`);
  if (agreement.signature) {
    doc.moveDown(0.5).text('Signature:');
    doc.image(agreement.signature, { fit: [220, 90] });
  } else {
    doc.text('No signature was drawn.');
  }
}

/** The record's hashes, each whole on a line of its own, and where anyone checks them. */
export function writeChecking(
  doc: PDFKit.PDFDocument,
  checking: { hashes: [string, string][]; checks: string; checkUrl: string; disclaimer: string },
) {
  recordHeading(doc, 'Checking this record');
  for (const [label, value] of checking.hashes) {
    doc.font('bold').text(`${label}:`).font('mono').text(value).font('regular');
  }
  doc.text(`Anyone can check that ${checking.checks} at ${checking.checkUrl}.`);
  doc.moveDown(0.5).fillColor(muted).fontSize(8);
  doc.text(checking.disclaimer);
}
