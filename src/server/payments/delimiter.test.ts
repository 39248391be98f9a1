import { describe, expect, it } from 'vitest';
import { detectDelimiter } from './delimiter.ts';

const preamble =
  'STATE BANK OF INDIA\nAccount Number : 00000012345678901\nBranch : MG ROAD, DEHRADUN\n\n';

describe('detectDelimiter', () => {
  it.each([
    [
      '\t',
      'Date\tDetails\tRef No\tDebit\tCredit\tBalance\n23/11/2026\tUPI/CR/412398765432\t\t\t1,699.00\t1,23,456.00\n24/11/2026\tNEFT, MUM\t\t500.00\t\t1,22,956.00\n',
    ],
    [
      ',',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\n23/11/26,"UPI-A,B",0000412398765432,23/11/26,,"1,699.00","1,23,456.00"\n24/11/26,NEFT CR-NETBANK, MUM,N123,24/11/26,,500.00,2.00\n',
    ],
    [';', 'Datum;Text;Betrag\n23.11.2026;UPI, A;1.699,00\n24.11.2026;NEFT;500,00\n'],
    [
      '|',
      'Date|Description|Amount|Type\n23/11/2026|UPI 412398765432, RAHUL|1,699.00|CR\n24/11/2026|NEFT|500.00|DR\n',
    ],
  ])(
    'finds %j from the header row and the rows that repeat its width, below a preamble',
    (delimiter, table) => {
      expect(detectDelimiter(preamble + table)).toBe(delimiter);
    },
  );

  it('takes a comma when nothing is delimited, or only one line is', () => {
    expect(detectDelimiter('Just a note\n')).toBe(',');
    expect(detectDelimiter('Date\tAmount\n')).toBe('\t');
  });
});
