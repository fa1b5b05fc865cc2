/**
 * The online table's words: opening a table, the lobby, the link, the seat, the connection and the
 * opponent's presence. Slovak in the rulebook's terms (a match is a "partia", a player a "hráč").
 */
import type { Bilingual } from './glossary.ts';

export const ONLINE_UI = {
  button: { sk: 'Online', en: 'Online' } as Bilingual,
  title: { sk: 'Stôl online', en: 'Online table' } as Bilingual,
  yourName: { sk: 'Vaše meno', en: 'Your name' } as Bilingual,
  listed: { sk: 'Zobraziť v zozname stolov', en: 'List it in the lobby' } as Bilingual,
  open: { sk: 'Otvoriť stôl', en: 'Open a table' } as Bilingual,
  code: { sk: 'Kód alebo odkaz stola', en: 'Table code or link' } as Bilingual,
  enter: { sk: 'Pripojiť sa', en: 'Join' } as Bilingual,
  link: { sk: 'Odkaz pre súpera a divákov:', en: 'The link for your opponent and spectators:' } as Bilingual,
  copy: { sk: 'Kopírovať', en: 'Copy' } as Bilingual,
  copied: { sk: 'Skopírované', en: 'Copied' } as Bilingual,
  lobby: { sk: 'Otvorené stoly', en: 'Open tables' } as Bilingual,
  refresh: { sk: 'Obnoviť', en: 'Refresh' } as Bilingual,
  noTables: { sk: 'Žiadny otvorený stôl.', en: 'No open table.' } as Bilingual,
  join: { sk: 'Hrať', en: 'Play' } as Bilingual,
  watch: { sk: 'Sledovať', en: 'Watch' } as Bilingual,
  close: { sk: 'Zavrieť', en: 'Close' } as Bilingual,
  leave: { sk: 'Odísť od stola', en: 'Leave the table' } as Bilingual,
  lobbyRow: (host: string, game: string, race: number, spectators: number): Bilingual => ({
    sk: `${host}: ${game}, partia do ${race}, divákov ${spectators}`,
    en: `${host}: ${game}, race to ${race}, ${spectators} watching`,
  }),
  connecting: { sk: 'Pripája sa k serveru…', en: 'Connecting to the server…' } as Bilingual,
  reconnecting: { sk: 'Spojenie sa prerušilo, obnovuje sa…', en: 'Connection lost, reconnecting…' } as Bilingual,
  closed: { sk: 'Odpojené.', en: 'Disconnected.' } as Bilingual,
  seat: (name: string, seat: string): Bilingual => ({ sk: `Hráte ako ${name} (hráč ${seat}).`, en: `You play as ${name} (player ${seat}).` }),
  watching: { sk: 'Sledujete partiu ako divák.', en: 'You are watching the match.' } as Bilingual,
  waitingForOpponent: { sk: 'Čaká sa na súpera: pošlite mu odkaz.', en: 'Waiting for an opponent: send him the link.' } as Bilingual,
  away: (name: string): Bilingual => ({ sk: `${name} je mimo stola (spojenie prerušené).`, en: `${name} is away (connection lost).` }),
  opponentsTurn: (name: string): Bilingual => ({ sk: `Na rade je ${name}.`, en: `${name} is at the table.` }),
  watchOnly: { sk: 'Divák len sleduje.', en: 'Spectators only watch.' } as Bilingual,
  lagSent: { sk: 'Váš úder rozohry je odoslaný, čaká sa na súpera (G5).', en: 'Your lag stroke is in; waiting for your opponent (G5).' } as Bilingual,
  sent: { sk: 'Úder odoslaný, rozhoduje server…', en: 'Stroke sent, the server rules it…' } as Bilingual,
  notSent: { sk: 'Úder sa neodoslal: spojenie sa obnovuje.', en: 'Stroke not sent: reconnecting.' } as Bilingual,
  mismatch: {
    sk: 'Tento prehliadač vypočítal po údere iné rozostavenie ako server: platí záznam servera.',
    en: "This browser's engine left the balls otherwise than the server's: the server's record stands.",
  } as Bilingual,
  replaced: { sk: 'Toto miesto prevzalo iné okno.', en: 'Another window took this seat over.' } as Bilingual,
  refused: (reason: string): Bilingual => ({ sk: `Server odmietol: ${reason}`, en: `Refused by the server: ${reason}` }),
  full: { sk: 'Obe miesta sú obsadené: sledujete ako divák.', en: 'Both seats are taken: you are watching.' } as Bilingual,
  spectators: (n: number): Bilingual => ({ sk: `Divákov: ${n}`, en: `Spectators: ${n}` }),
};
