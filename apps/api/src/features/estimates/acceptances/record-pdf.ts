import {
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
  const heading = (text: string) => {
    doc.moveDown(1).font('bold').fontSize(13).fillColor('black').text(text).moveDown(0.3);
    doc.font('regular').fontSize(10);
  };
  const fact = (label: string, value: string) => pdfFact(doc, label, value);

  doc.font('bold').fontSize(18).text(`${company.name}: acceptance of an estimate`);
  doc.moveDown(0.3).font('regular').fontSize(10).fillColor(muted);
  doc.text(`${data.projectName}, design version ${data.designVersionName}`).fillColor('black');

  heading('Estimate');
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

  heading(`Terms (version ${data.terms.revision})`);
  doc.text(data.terms.text);

  heading('Accepted by');
  fact('Name', data.fullName);
  fact('Signed in as', data.email);
  fact('Accepted on', `${formatDateTime(data.acceptedAt, data.timeZone)} (${data.timeZone})`);
  fact('Time (UTC)', data.acceptedAt.toISOString());
  fact('From the address', data.clientAddress);
  fact('Browser', data.userAgent || 'not given');
  doc.text(`They ticked: "I have read the terms and I accept this estimate".`);
  if (data.signature) {
    doc.moveDown(0.5).text('Signature:');
    doc.image(data.signature, { fit: [220, 90] });
  } else {
    doc.text('No signature was drawn.');
  }

  heading('Checking this record');
  // Each hash whole on a line of its own, to be read or copied in one piece.
  const hash = (label: string, value: string) => {
    doc.font('bold').text(`${label}:`).font('mono').text(value).font('regular');
  };
  hash('Estimate SHA-256', data.estimateHash);
  hash('Terms SHA-256', data.termsHash);
  doc.text(
    `Anyone can check that the estimate and the terms still read as accepted at ${data.checkUrl}.`,
  );
  doc.moveDown(0.5).fillColor(muted).fontSize(8);
  doc.text(
    'This is a record of the customer accepting the estimate in the portal: who, when, from where and what. It is not a qualified electronic signature.',
  );
}
