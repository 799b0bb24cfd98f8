import { company, formatDateTime } from '@corner/contracts';
import { pdfFact, pdfMuted, renderPdf } from '../../../lib/pdf-document.js';

/* A payment's receipt as a PDF (issue 38 point 5, decision 64), made once when it is paid. */

export interface ReceiptData {
  projectName: string;
  label: string;
  reference: string;
  /** Formatted ("$7,407.36"). */
  amount: string;
  outstanding: string;
  paidAt: Date;
  payerEmail: string | null;
  /** The provider's id of the payment. */
  providerPayment: string | null;
  timeZone: string;
}

export async function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const info = {
    Title: `Receipt ${data.reference}`,
    Author: company.name,
    Subject: data.projectName,
    CreationDate: data.paidAt,
  };
  return renderPdf(info, (doc) => {
    doc.font('bold').fontSize(18).text(`${company.name}: receipt`);
    doc.moveDown(0.3).font('regular').fontSize(10).fillColor(pdfMuted);
    doc.text(data.projectName).fillColor('black').moveDown(1);
    pdfFact(doc, 'Receipt', data.reference);
    pdfFact(doc, 'Payment', data.label);
    doc.fontSize(12);
    pdfFact(doc, 'Amount paid', data.amount);
    doc.fontSize(10);
    pdfFact(doc, 'Paid on', `${formatDateTime(data.paidAt, data.timeZone)} (${data.timeZone})`);
    pdfFact(doc, 'Paid by', data.payerEmail ?? 'not given by the payment provider');
    pdfFact(doc, "Payment provider's reference", data.providerPayment ?? 'not given');
    pdfFact(doc, 'Left to pay', data.outstanding);
    doc.moveDown(1).fillColor(pdfMuted).fontSize(8);
    doc.text(`${company.name} · ${company.contactEmail}`);
  });
}
