import { company, designSignOffTexts } from '@corner/contracts';
import type { SignedDrawing } from '../../../db/schema.js';
import { pdfMuted as muted, renderPdf } from '../../../lib/pdf-document.js';
import { recordHeading, writeAgreement, writeChecking } from '../acceptances/record-pdf.js';
import type { DesignFacts } from './design-hash.js';

/*
 * The design sign-off record as a PDF (issue 38 point 3, decision 65): the same record as an
 * accepted estimate's, of a design version's lines and drawings. Made once, when the customer
 * approves, and stored with the project's files.
 */

export interface SignOffRecordData {
  projectName: string;
  design: DesignFacts;
  drawings: SignedDrawing[];
  terms: { revision: number; text: string };
  fullName: string;
  email: string;
  approvedAt: Date;
  clientAddress: string;
  userAgent: string;
  signature: Buffer | null;
  designHash: string;
  termsHash: string;
  checkUrl: string;
  timeZone: string;
}

export async function signOffRecordPdf(data: SignOffRecordData): Promise<Buffer> {
  const info = {
    Title: `Design sign-off of ${data.design.versionName}`,
    Author: company.name,
    Subject: data.projectName,
    CreationDate: data.approvedAt,
  };
  return renderPdf(info, (doc) => write(doc, data));
}

function write(doc: PDFKit.PDFDocument, data: SignOffRecordData) {
  doc.font('bold').fontSize(18).text(`${company.name}: design sign-off`);
  doc.moveDown(0.3).font('regular').fontSize(10).fillColor(muted);
  doc.text(`${data.projectName}, design version ${data.design.versionName}`).fillColor('black');

  recordHeading(doc, 'Design');
  for (const line of data.design.lines) {
    doc.text(`${line.name}: ${Number(line.quantity)} ${line.unit}`, { indent: 12 });
  }
  recordHeading(doc, 'Drawings');
  for (const drawing of data.drawings) {
    doc.text(drawing.name, { indent: 12 });
    doc.font('mono').fontSize(8).text(`SHA-256 ${drawing.sha256}`, { indent: 12 });
    doc.font('regular').fontSize(10);
  }

  writeAgreement(doc, {
    ...data,
    heading: 'Signed off by',
    atLabel: 'Signed off on',
    at: data.approvedAt,
    ticked: designSignOffTexts.agree,
  });
  writeChecking(doc, {
    hashes: [
      ['Design SHA-256', data.designHash],
      ['Terms SHA-256', data.termsHash],
    ],
    checks: 'the design, its drawings and the terms still read as signed off',
    checkUrl: data.checkUrl,
    disclaimer:
      'This is a record of the customer signing off the design in the portal: who, when, from where and what. It is not a qualified electronic signature.',
  });
}
