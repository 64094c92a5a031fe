/**
 * The SEPA credit transfer file (shared/accommodation/sepa.ts, issue 31, decision 0045): amounts
 * from whole cents without a float, the SEPA character set, the counts and control sums, and
 * the optional BICs. The whole document is validated against the published pain.001.001.03
 * XSD by tests/integration/accommodation-payment-runs.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  eurosOf,
  type SepaCreditTransfer,
  sepaCreditTransferXml,
  sepaText,
} from "../../shared/accommodation/sepa";

describe("amounts", () => {
  it("writes whole cents as euros with two decimals", () => {
    expect(eurosOf(0)).toBe("0.00");
    expect(eurosOf(5)).toBe("0.05");
    expect(eurosOf(60)).toBe("0.60");
    expect(eurosOf(100)).toBe("1.00");
    expect(eurosOf(123_456)).toBe("1234.56");
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is exact.
    expect(eurosOf(10 + 20)).toBe("0.30");
    expect(eurosOf(9_007_199_254_740_991)).toBe("90071992547409.91");
  });

  it("refuses a negative or fractional number of cents", () => {
    expect(() => eurosOf(-1)).toThrow(RangeError);
    expect(() => eurosOf(1.5)).toThrow(RangeError);
  });
});

describe("the SEPA character set", () => {
  it("drops accents, turns & into + and other characters into spaces", () => {
    expect(sepaText("Siobhán Ó Súilleabháin", 70)).toBe("Siobhan O Suilleabhain");
    expect(sepaText("Größe & Söhne", 70)).toBe("Grosse + Sohne");
    expect(sepaText("Mary  Byrne_<x>  ", 70)).toBe("Mary Byrne x");
    expect(sepaText("a/b-c?d:e(f)g.h,i'j+k", 70)).toBe("a/b-c?d:e(f)g.h,i'j+k");
  });

  it("cuts to the field's length without a trailing space", () => {
    expect(sepaText("abcde fgh", 6)).toBe("abcde");
    expect(sepaText("abcdefgh", 3)).toBe("abc");
  });
});

const file = (overrides: Partial<SepaCreditTransfer> = {}): SepaCreditTransfer => ({
  messageId: "CLOVER-PAYRUN-7",
  createdAt: "2027-07-01T09:30:15.123Z",
  executionDate: "2027-07-02",
  debtor: { name: "Clover English Ltd", iban: "IE29 AIBK 9311 5212 3456 78", bic: "AIBKIE2D" },
  transfers: [
    {
      endToEndId: "PAYRUN-7-P1",
      name: "Mary Byrne",
      iban: "IE29AIBK93115212345678",
      bic: null,
      amountCents: 10,
      remittance: "Hosting 1 to 30 June",
    },
    {
      endToEndId: "PAYRUN-7-P2",
      name: "Zoë & Tom",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      amountCents: 20,
      remittance: "Hosting",
    },
  ],
  ...overrides,
});

describe("the document", () => {
  // Made inside each test, so a mutation run counts which test covers which line.
  const documentXml = () => sepaCreditTransferXml(file());

  it("counts the transfers and sums them exactly, in the header and the payment block", () => {
    const xml = documentXml();
    expect(xml.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>0.30<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml.match(/<CdtTrfTxInf>/g)).toHaveLength(2);
    expect(xml).toContain('<InstdAmt Ccy="EUR">0.10</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">0.20</InstdAmt>');
  });

  it("names the message, the date and the school's account without spaces", () => {
    const xml = documentXml();
    expect(xml).toContain("<MsgId>CLOVER-PAYRUN-7</MsgId>");
    expect(xml).toContain("<CreDtTm>2027-07-01T09:30:15</CreDtTm>");
    expect(xml).toContain("<ReqdExctnDt>2027-07-02</ReqdExctnDt>");
    expect(xml).toContain("<DbtrAcct><Id><IBAN>IE29AIBK93115212345678</IBAN></Id>");
    expect(xml).toContain("<DbtrAgt><FinInstnId><BIC>AIBKIE2D</BIC></FinInstnId></DbtrAgt>");
  });

  it("writes a payee's BIC only when there is a valid one, and their name in the SEPA set", () => {
    const xml = documentXml();
    expect(xml).toContain("<CdtrAgt><FinInstnId><BIC>COBADEFFXXX</BIC></FinInstnId></CdtrAgt>");
    expect(xml.match(/<CdtrAgt>/g)).toHaveLength(1);
    expect(xml).toContain("<Cdtr><Nm>Zoe + Tom</Nm></Cdtr>");
    const noBic = sepaCreditTransferXml(
      file({ debtor: { name: "Clover", iban: "IE29AIBK93115212345678", bic: "not a bic" } }),
    );
    expect(noBic).toContain("<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr>");
  });

  it("refuses a file without transfers", () => {
    expect(() => sepaCreditTransferXml(file({ transfers: [] }))).toThrow(RangeError);
  });
});

describe("the whole document", () => {
  it("is exactly the pain.001.001.03 credit transfer the bank reads", () => {
    const xml = sepaCreditTransferXml({
      messageId: "CLOVER-PAYRUN-3",
      createdAt: "2027-08-02T08:00:00.000Z",
      executionDate: "2027-08-02",
      debtor: {
        name: "Clover English Language School Ltd.",
        iban: "IE29 AIBK 9311 5212 3456 78",
        bic: "AIBKIE2D",
      },
      transfers: [
        {
          endToEndId: "PAYRUN-3-P12",
          name: "Siobhán Ó Súilleabháin",
          iban: "ie29aibk93115212345678",
          bic: "AIBKIE2D",
          amountCents: 123_456,
          remittance: "Clover English accommodation, nights 2027-07-01 to 2027-07-31, run 3",
        },
      ],
    });
    // The same document validates against the XSD in the payment-run integration test.
    expect(xml.split("\n")).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
      "<CstmrCdtTrfInitn>",
      "<GrpHdr>",
      "<MsgId>CLOVER-PAYRUN-3</MsgId>",
      "<CreDtTm>2027-08-02T08:00:00</CreDtTm>",
      "<NbOfTxs>1</NbOfTxs>",
      "<CtrlSum>1234.56</CtrlSum>",
      "<InitgPty><Nm>Clover English Language School Ltd.</Nm></InitgPty>",
      "</GrpHdr>",
      "<PmtInf>",
      "<PmtInfId>CLOVER-PAYRUN-3</PmtInfId>",
      "<PmtMtd>TRF</PmtMtd>",
      "<BtchBookg>true</BtchBookg>",
      "<NbOfTxs>1</NbOfTxs>",
      "<CtrlSum>1234.56</CtrlSum>",
      "<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>",
      "<ReqdExctnDt>2027-08-02</ReqdExctnDt>",
      "<Dbtr><Nm>Clover English Language School Ltd.</Nm></Dbtr>",
      "<DbtrAcct><Id><IBAN>IE29AIBK93115212345678</IBAN></Id><Ccy>EUR</Ccy></DbtrAcct>",
      "<DbtrAgt><FinInstnId><BIC>AIBKIE2D</BIC></FinInstnId></DbtrAgt>",
      "<ChrgBr>SLEV</ChrgBr>",
      '<CdtTrfTxInf><PmtId><EndToEndId>PAYRUN-3-P12</EndToEndId></PmtId><Amt><InstdAmt Ccy="EUR">1234.56</InstdAmt></Amt><CdtrAgt><FinInstnId><BIC>AIBKIE2D</BIC></FinInstnId></CdtrAgt><Cdtr><Nm>Siobhan O Suilleabhain</Nm></Cdtr><CdtrAcct><Id><IBAN>IE29AIBK93115212345678</IBAN></Id></CdtrAcct><RmtInf><Ustrd>Clover English accommodation, nights 2027-07-01 to 2027-07-31, run 3</Ustrd></RmtInf></CdtTrfTxInf>',
      "</PmtInf>",
      "</CstmrCdtTrfInitn>",
      "</Document>",
      "",
    ]);
  });

  it("escapes what the SEPA set does not remove, and checks BICs whole", () => {
    const xml = sepaCreditTransferXml(
      file({
        debtor: { name: "Clover", iban: "IE29<AIBK>&", bic: "XAIBKIE2D" },
        transfers: [
          {
            endToEndId: "E1",
            name: "Mary",
            iban: "IE29AIBK93115212345678",
            bic: "AIBKIE2DX",
            amountCents: 1,
            remittance: "r",
          },
        ],
      }),
    );
    expect(xml).toContain("<IBAN>IE29&lt;AIBK&gt;&amp;</IBAN>");
    expect(xml).toContain("<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr>");
    expect(xml).not.toContain("<CdtrAgt>");
  });
});
