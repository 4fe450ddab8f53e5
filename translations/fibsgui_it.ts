<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>BgammonClient</name>
    <message>
        <location filename="../fibsgui/models/bgammon.py" line="+136"/>
        <location line="+62"/>
        <source>The login did not work: {0}</source>
        <extracomment>How often the lobby is asked for while logged in and not in a match (milliseconds).</extracomment>
        <translation>L&apos;accesso non è riuscito: {0}</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>The name {0} is already taken. Please choose another one.</source>
        <translation>Il nome {0} è già in uso. Scegline un altro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please give a password.</source>
        <translation>Inserisci una password.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>The server did not create the account: {0}</source>
        <translation>Il server non ha creato l&apos;account: {0}</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;, and not only digits: {0} cannot be used.</source>
        <translation>Un nome bgammon.org contiene solo lettere, cifre e «_», e non solo cifre: {0} non può essere usato.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}:{1} accepted the connection but did not answer: it may not be a bgammon.org server, or it may be overloaded.</source>
        <translation>{0}:{1} ha accettato la connessione ma non ha risposto: forse non è un server bgammon.org, o è sovraccarico.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}:{1} accepted the connection but did not answer the login like a bgammon.org server.</source>
        <translation>{0}:{1} ha accettato la connessione ma non ha risposto all&apos;accesso come un server bgammon.org.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot connect to {0}:{1}. Check the server address and your network.
({2})</source>
        <translation>Impossibile connettersi a {0}:{1}. Controlla l&apos;indirizzo del server e la tua rete.
({2})</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+5"/>
        <source>Not connected: {0} was not sent.</source>
        <translation>Non connesso: {0} non è stato inviato.</translation>
    </message>
</context>
<context>
    <name>BgammonGameController</name>
    <message>
        <location line="+308"/>
        <source>The move was refused.</source>
        <translation>La mossa è stata rifiutata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server refused the command ({0}).</source>
        <translation>Il server ha rifiutato il comando ({0}).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} joins the match</source>
        <translation>{0} entra nel match</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} left the match</source>
        <translation>{0} ha lasciato il match</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You win the match {0}-{1}</source>
        <translation>Vinci il match {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the match {1}-{2}</source>
        <translation>{0} vince il match {1}-{2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new game starts</source>
        <translation>Inizia una nuova partita</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You double to {0}</source>
        <translation>Raddoppi a {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} raddoppia a {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You take; the cube shows {0}</source>
        <translation>Accetti; il cubo è a {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} takes; the cube shows {1}</source>
        <translation>{0} accetta; il cubo è a {1}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You roll {0} for the opening</source>
        <translation>Tiri {0} per l&apos;apertura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1} for the opening</source>
        <translation>{0} tira {1} per l&apos;apertura</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You roll {0}-{1}</source>
        <translation>Tiri {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1}-{2}</source>
        <translation>{0} tira {1}-{2}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} takes back the moves</source>
        <translation>{0} ritira le mosse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} moves {1}</source>
        <translation>{0} gioca {1}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You drop</source>
        <translation>Rifiuti il raddoppio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You resign</source>
        <translation>Abbandoni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} drops</source>
        <translation>{0} rifiuta il raddoppio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns</source>
        <translation>{0} abbandona</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>Vinci la partita: %n punto</numerusform>
            <numerusform>Vinci la partita: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} vince la partita: %n punto</numerusform>
            <numerusform>{0} vince la partita: %n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The server refused: {0}</source>
        <translation>Il server ha rifiutato: {0}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This variant (acey-deucey or tabula) is not drawn on the board yet: it is played with the server console, and its moves are in the match log.</source>
        <translation>Questa variante (acey-deucey o tabula) non è ancora disegnata sulla tavola: si gioca con la console del server e le sue mosse sono nel registro del match.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The server sent a position the board cannot show; the moves are in the match log.</source>
        <translation>Il server ha inviato una posizione che la tavola non può mostrare; le mosse sono nel registro del match.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The connection was lost: reconnecting, the match goes on when it is back</source>
        <translation>La connessione è stata persa: riconnessione in corso, la partita riprende al suo ritorno</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watching {0} against {1}</source>
        <translation>Guardi {0} contro {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for an opponent to join the match</source>
        <translation>In attesa che un avversario entri nel match</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>You cannot move</source>
        <translation>Non puoi muovere</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You move {0}</source>
        <translation>Giochi {0}</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>bgammon.org has no resignation offers to answer.</source>
        <translation>Su bgammon.org non ci sono offerte di abbandono a cui rispondere.</translation>
    </message>
</context>
<context>
    <name>BgammonLink</name>
    <message>
        <location line="-573"/>
        <source>A line from the server could not be read: {0}</source>
        <translation>Non è stato possibile leggere una riga dal server: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move was refused.</source>
        <translation>La mossa è stata rifiutata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server refused the command ({0}).</source>
        <translation>Il server ha rifiutato il comando ({0}).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>bgammon.org has no {0}.</source>
        <translation>Su bgammon.org questo non esiste: {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bgammon.org has only chat within a match (say), no {0}.</source>
        <translation>bgammon.org ha solo la chat all&apos;interno di un match (say), niente {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>bgammon.org has no invitations: create a match in the lobby, or join one.</source>
        <translation>bgammon.org non ha inviti: crea un match nella lobby, o partecipa a uno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot show another match&apos;s board without joining it.</source>
        <translation>bgammon.org non può mostrare la tavola di un altro match senza che tu vi partecipi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org has no player details; see a player&apos;s history instead.</source>
        <translation>bgammon.org non ha dettagli sui giocatori; guarda invece lo storico del giocatore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot silence a player.</source>
        <translation>bgammon.org non può silenziare un giocatore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot hide a player.</source>
        <translation>bgammon.org non può nascondere un giocatore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot wait for a player; follow them to hear when they come.</source>
        <translation>bgammon.org non può aspettare un giocatore; seguilo per sapere quando arriva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bgammon.org has no such action: {0}.</source>
        <translation>bgammon.org non ha questa azione: {0}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bgammon.org keeps no saved matches: an unfinished match waits only while its players come back.</source>
        <translation>bgammon.org non conserva match salvati: un match non finito attende solo il ritorno dei suoi giocatori.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bgammon.org has no invitations: join {0}&apos;s match from the lobby.</source>
        <translation>bgammon.org non ha inviti: partecipa al match di {0} dalla lobby.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no invitations to withdraw.</source>
        <translation>bgammon.org non ha inviti da ritirare.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bgammon.org has no ready status: create a match in the lobby to play.</source>
        <translation>bgammon.org non ha lo stato «pronto»: crea un match nella lobby per giocare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no away status.</source>
        <translation>bgammon.org non ha lo stato «assente».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no server toggles such as {0}.</source>
        <translation>bgammon.org non ha opzioni del server come {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no server variables such as {0}.</source>
        <translation>bgammon.org non ha variabili del server come {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org keeps its settings by itself: there is nothing to save.</source>
        <translation>bgammon.org conserva da sé le sue impostazioni: non c&apos;è niente da salvare.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../fibsgui/ui/board/scene.py" line="+541"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Score {0}/{1}</source>
        <translation>Punteggio {0}/{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score {0}</source>
        <translation>Punteggio {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pips {0}</source>
        <translation>Pip {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}-point match</source>
        <translation>Match ai {0} punti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crawford game</source>
        <translation>partita Crawford</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>post-Crawford</source>
        <translation>post-Crawford</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Money game</source>
        <translation>Partita a soldi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} pt</source>
        <translation>{0} pt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>money</source>
        <translation>soldi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>thinking…</source>
        <translation>sta pensando…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double</source>
        <translation>Raddoppia</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You win the match {0}–{1}</source>
        <translation>Vinci il match {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the match {1}–{2}</source>
        <translation>{0} vince il match {1}–{2}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <location line="+22"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="-20"/>
        <source>You win {0}</source>
        <translation>Vinci {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins {1}</source>
        <translation>{0} vince {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next game</source>
        <translation>Partita successiva</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You double to {0}</source>
        <translation>Raddoppi a {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} raddoppia a {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take</source>
        <translation>Accetta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a gammon</source>
        <translation>un gammon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a backgammon</source>
        <translation>un backgammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single game</source>
        <translation>una partita semplice</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You offer to resign {0} ({1})</source>
        <translation>Proponi di abbandonare {0} ({1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns {1} ({2})</source>
        <translation>{0} abbandona {1} ({2})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept</source>
        <translation>Accetta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject</source>
        <translation>Rifiuta</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../fibsgui/ui/board/view.py" line="+157"/>
        <source>&amp;Roll</source>
        <translation>&amp;Tira</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Roll the dice (R)</source>
        <translation>Tira i dadi (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Double</source>
        <translation>&amp;Raddoppia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offer the cube (D)</source>
        <translation>Offri il cubo (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take</source>
        <translation>&amp;Accetta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take the cube (T)</source>
        <translation>Accetta il cubo (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dro&amp;p</source>
        <translation>Ri&amp;fiuta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drop: give up the game at the current cube (P)</source>
        <translation>Rifiuta: cedi la partita al valore attuale del cubo (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>Ann&amp;ulla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back the last checker step (Backspace)</source>
        <translation>Riprendi l&apos;ultimo spostamento di pedina (Backspace)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Conferma</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Send the play (Enter)</source>
        <translation>Invia la mossa (Invio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll or confirm</source>
        <translation>Tira o conferma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accept resignation</source>
        <translation>Accetta l&apos;a&amp;bbandono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;ject resignation</source>
        <translation>Rifiuta l&apos;abba&amp;ndono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a single game</source>
        <translation>Abbandona una partita semplice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a gammon</source>
        <translation>Abbandona un gammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a backgammon</source>
        <translation>Abbandona un backgammon</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../fibsgui/ui/chat.py" line="+170"/>
        <source>Shout</source>
        <translation>Grida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>— earlier lines above —</source>
        <translation>— righe precedenti qui sopra —</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>shout</source>
        <translation>grida</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>say</source>
        <translation>di&apos;</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+2"/>
        <source>kibitz</source>
        <translation>commenta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>whisper</source>
        <translation>sussurra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tell</source>
        <translation>in privato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>message</source>
        <translation>messaggio</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game chat opens when you play or watch a match.</source>
        <translation>La chat della partita si apre quando giochi o guardi un match.</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location line="-210"/>
        <source>kibitz</source>
        <translation>commenta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>whisper</source>
        <translation>sussurra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>message</source>
        <translation>messaggio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
</context>
<context>
    <name>CreateMatchDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+119"/>
        <source>Create a match</source>
        <translation>Crea un match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points:</source>
        <translation>Punti:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backgammon</source>
        <translation>Backgammon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Acey-deucey</source>
        <translation>Acey-deucey</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tabula</source>
        <translation>Tabula</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: a title others see in the lobby</source>
        <translation>Facoltativo: un titolo che gli altri vedono nella lobby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private: only players with the password can join</source>
        <translation>Privato: solo i giocatori con la password possono partecipare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Password:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create</source>
        <translation>Crea</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A match name cannot contain control characters.</source>
        <translation>Il nome di un match non può contenere caratteri di controllo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter a password for the private match.</source>
        <translation>Inserisci una password per il match privato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Una password non può contenere caratteri di controllo.</translation>
    </message>
</context>
<context>
    <name>FibsLink</name>
    <message>
        <location filename="../fibsgui/models/fibs.py" line="+196"/>
        <source>Message delivered to {0}.</source>
        <translation>Messaggio consegnato a {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is not logged in: the message is saved for them.</source>
        <translation>{0} non è collegato: il messaggio viene conservato.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>FIBS has no lobby: invite a player from the player list, or watch a game.</source>
        <translation>FIBS non ha una lobby: invita un giocatore dalla lista dei giocatori, o guarda una partita.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>FIBS has no rematch: invite your opponent again.</source>
        <translation>FIBS non ha la rivincita: invita di nuovo il tuo avversario.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FIBS has no follow list: with its notify setting on, it tells you who logs in and out.</source>
        <translation>FIBS non ha un elenco da seguire: con la sua impostazione «notify» ti dice chi entra e chi esce.</translation>
    </message>
</context>
<context>
    <name>GamesPanel</name>
    <message>
        <location filename="../fibsgui/ui/games.py" line="+42"/>
        <source>Refresh</source>
        <translation>Aggiorna</translation>
    </message>
</context>
<context>
    <name>GamesTableModel</name>
    <message>
        <location filename="../fibsgui/models/games.py" line="+232"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>unlimited</source>
        <translation>illimitato</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <location filename="../fibsgui/ui/players.py" line="+67"/>
        <source>Invite {0}</source>
        <translation>Invita {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match to</source>
        <translation>Match ai</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unlimited match</source>
        <translation>Match illimitato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the saved match</source>
        <translation>Riprendi il match salvato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Invitation:</source>
        <translation>Invito:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length:</source>
        <translation>Lunghezza:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite {0} to a match.</source>
        <translation>Invita {0} a un match.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite</source>
        <translation>Invita</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source> point(s)</source>
        <translation>
            <numerusform> punto</numerusform>
            <numerusform> punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+59"/>
        <source>Join a match</source>
        <translation>Partecipa a un match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match ID or player:</source>
        <translation>ID del match o giocatore:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Password:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only for a private match</source>
        <translation>Solo per un match privato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Partecipa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter a match ID or a player&apos;s name.</source>
        <translation>Inserisci l&apos;ID di un match o il nome di un giocatore.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match ID is a number; a name has only letters, digits and &apos;_&apos;.</source>
        <translation>L&apos;ID di un match è un numero; un nome contiene solo lettere, cifre e «_».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match ID is a number from 1.</source>
        <translation>L&apos;ID di un match è un numero da 1 in su.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Una password non può contenere caratteri di controllo.</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <location line="+87"/>
        <source>Refresh</source>
        <translation>Aggiorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the server for the list of matches again</source>
        <translation>Richiedi di nuovo al server l&apos;elenco dei match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create match…</source>
        <translation>Crea un match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Partecipa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch</source>
        <translation>Guarda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join by ID or player…</source>
        <translation>Partecipa per ID o giocatore…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match is waiting: create one, and others can join it.</source>
        <translation>Nessun match è in attesa: creane uno e gli altri potranno parteciparvi.</translation>
    </message>
</context>
<context>
    <name>LobbyTableModel</name>
    <message>
        <location filename="../fibsgui/models/lobby.py" line="+126"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+33"/>
        <source>Private: a password is needed to join</source>
        <translation>Privato: serve una password per partecipare</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Private</source>
        <translation>Privato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Public</source>
        <translation>Pubblico</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for a player</source>
        <translation>In attesa di un giocatore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Full: you can watch it</source>
        <translation>Al completo: puoi guardarlo</translation>
    </message>
</context>
<context>
    <name>LoginDialog</name>
    <message>
        <location filename="../fibsgui/ui/login.py" line="+67"/>
        <source>Enter a server, for example fibs.com:4321.</source>
        <extracomment>The servers to choose from: (kind, name shown, default host, default port).</extracomment>
        <translation>Inserisci un server, per esempio fibs.com:4321.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{0}&apos; is not a server name.</source>
        <translation>«{0}» non è un nome di server.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port in &apos;{0}&apos; must be a number from 1 to 65535.</source>
        <translation>La porta in «{0}» deve essere un numero da 1 a 65535.</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Repeat password:</source>
        <translation>Ripeti la password:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-mail address:</source>
        <translation>Indirizzo e-mail:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remember the password</source>
        <translation>Ricorda la password</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No password keyring is available on this system, so the password is asked for each time and never stored.</source>
        <translation>Su questo sistema non è disponibile un portachiavi per le password: la password viene chiesta ogni volta e non viene mai salvata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a new account</source>
        <translation>Crea un nuovo account</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>Indirizzo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Password:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Create account</source>
        <translation>Crea account</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log in</source>
        <translation>Accedi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a bgammon.org account</source>
        <translation>Crea un account bgammon.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to bgammon.org</source>
        <translation>Accedi a bgammon.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty: log in as a guest</source>
        <translation>Vuoto: accedi come ospite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a FIBS account</source>
        <translation>Crea un account FIBS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log in to FIBS</source>
        <translation>Accedi a FIBS</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server: {0}</source>
        <translation>Server: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enter your FIBS name.</source>
        <translation>Inserisci il tuo nome FIBS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS name has only letters, digits and &apos;_&apos;.</source>
        <translation>Un nome FIBS contiene solo lettere, cifre e «_».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter your password.</source>
        <translation>Inserisci la tua password.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS password cannot contain spaces or &apos;:&apos;.</source>
        <translation>Una password FIBS non può contenere spazi né «:».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a password of at least 4 characters.</source>
        <translation>Scegli una password di almeno 4 caratteri.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <source>The two passwords are not the same.</source>
        <translation>Le due password non coincidono.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Choose a name for your bgammon.org account.</source>
        <translation>Scegli un nome per il tuo account bgammon.org.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;, and not only digits.</source>
        <translation>Un nome bgammon.org contiene solo lettere, cifre e «_», e non solo cifre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name has at most {0} characters.</source>
        <translation>Un nome bgammon.org ha al massimo {0} caratteri.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter your password, or leave the name empty to log in as a guest.</source>
        <translation>Inserisci la tua password, o lascia vuoto il nome per accedere come ospite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Una password non può contenere caratteri di controllo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>bgammon.org needs a valid e-mail address for a new account.</source>
        <translation>bgammon.org richiede un indirizzo e-mail valido per un nuovo account.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Cancelled: not connected.</source>
        <translation>Annullato: non connesso.</translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message>
        <location filename="../fibsgui/ui/online.py" line="+236"/>
        <source>Look: {0} against {1}</source>
        <translation>Occhiata: {0} contro {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlimited match</source>
        <translation>match illimitato</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point match</source>
        <translation>
            <numerusform>match a %n punto</numerusform>
            <numerusform>match ai %n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}–{4}</source>
        <translation>{0} contro {1}: {2}, {3}–{4}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../fibsgui/ui/mainwindow.py" line="+394"/>
        <source>fibsgui</source>
        <translation>fibsgui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resign</source>
        <translation>&amp;Abbandona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Server</source>
        <translation>&amp;Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;theme</source>
        <translation>&amp;Tema della tavola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Log in…</source>
        <translation>&amp;Accedi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS</source>
        <translation>Accedi a FIBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Create a FIBS account…</source>
        <translation>&amp;Crea un account FIBS…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log &amp;out</source>
        <translation>&amp;Esci da FIBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready to play</source>
        <translation>Pronto a giocare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show others that you accept invitations (toggle ready)</source>
        <translation>Mostra agli altri che accetti inviti (toggle ready)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Away</source>
        <translation>Assente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell others you are away; they see it when they talk to you</source>
        <translation>Fai sapere agli altri che sei assente; lo vedono quando ti scrivono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offline practice</source>
        <translation>Allenamento offline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online board</source>
        <translation>Tavola online</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the match</source>
        <translation>&amp;Lascia il match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show saved matches</source>
        <translation>Mostra i match salvati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic wood and felt</source>
        <translation>Classico: legno e panno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>High contrast</source>
        <translation>Contrasto elevato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Home board on the &amp;left</source>
        <translation>Casa a &amp;sinistra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server console</source>
        <translation>Console del server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to FIBS to see who is online.</source>
        <translation>Accedi a FIBS per vedere chi è online.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to chat.</source>
        <translation>Accedi a FIBS per chattare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to see the matches being played.</source>
        <translation>Accedi a FIBS per vedere i match in corso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to see what the server says.</source>
        <translation>Accedi a FIBS per vedere cosa dice il server.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Settings not saved: {0}</source>
        <translation>Impostazioni non salvate: {0}</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Logging out of {0} to log in to {1}.</source>
        <translation>Uscita da {0} per accedere a {1}.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Logged in as {0}</source>
        <translation>Collegato come {0}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Connection lost: {0}</source>
        <translation>Connessione persa: {0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You are offline: {0}</source>
        <translation>Sei offline: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Connected to {0}:{1}: waiting for the login prompt…</source>
        <translation>Connesso a {0}:{1}: in attesa della richiesta di accesso…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logging in to {0}:{1}…</source>
        <translation>Accesso a {0}:{1}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection lost, attempt {0}: {1}</source>
        <translation>Connessione persa, tentativo {0}: {1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Logged in as {0} at {1}:{2}</source>
        <translation>Collegato come {0} a {1}:{2}</translation>
    </message>
    <message>
        <location line="+204"/>
        <source>Leave the match against {0}?</source>
        <translation>Lasciare il match contro {0}?</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Settings cannot be saved in {0} ({1}). Changes apply until fibsgui closes.</source>
        <translation>Le impostazioni non possono essere salvate in {0} ({1}). Le modifiche valgono fino alla chiusura di fibsgui.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat history cannot be saved in {0} ({1}). Chat goes on; its lines are kept only while fibsgui runs.</source>
        <translation>La cronologia della chat non può essere salvata in {0} ({1}). La chat continua; le sue righe restano solo finché fibsgui è aperto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Logs, crash reports and session transcripts cannot be written in {0} ({1}).</source>
        <translation>Log, rapporti di crash e trascrizioni delle sessioni non possono essere scritti in {0} ({1}).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The settings file {0} cannot be read ({1}). fibsgui starts with its default settings and leaves the file as it is; changes are not saved this time.</source>
        <translation>Il file delle impostazioni {0} non può essere letto ({1}). fibsgui parte con le impostazioni predefinite e lascia il file com&apos;è; questa volta le modifiche non vengono salvate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file {0} is damaged ({1}). fibsgui starts with its default settings; your file is kept as {2}.</source>
        <translation>Il file delle impostazioni {0} è danneggiato ({1}). fibsgui parte con le impostazioni predefinite; il tuo file è conservato come {2}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some settings in {0} have values fibsgui cannot use, so their defaults apply (the values stay in the file): {1}.</source>
        <translation>Alcune impostazioni in {0} hanno valori che fibsgui non può usare, quindi valgono i predefiniti (i valori restano nel file): {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A copy of the file is kept as {0}.</source>
        <translation>Una copia del file è conservata come {0}.</translation>
    </message>
    <message>
        <location line="-393"/>
        <location line="+97"/>
        <source>Connecting to {0}:{1}…</source>
        <translation>Connessione a {0}:{1}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Connection lost: reconnecting in {0} s</source>
        <translation>Connessione persa: riconnessione tra {0} s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: reconnecting…</source>
        <translation>Connessione persa: riconnessione…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Logging out…</source>
        <translation>Disconnessione…</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+22"/>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+46"/>
        <source>Offline: {0}</source>
        <translation>Offline: {0}</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Invitation</source>
        <translation>Invito</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You invited {0} to resume your saved match.</source>
        <translation>Hai invitato {0} a riprendere il vostro match salvato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You invited {0} to an unlimited match.</source>
        <translation>Hai invitato {0} a un match illimitato.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You invited {0} to a %n point match.</source>
        <translation>
            <numerusform>Hai invitato {0} a un match a %n punto.</numerusform>
            <numerusform>Hai invitato {0} a un match ai %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (rating {0:.2f}, experience {1})</source>
        <translation> (rating {0:.2f}, esperienza {1})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}{1} wants to resume your saved match.</source>
        <translation>{0}{1} vuole riprendere il vostro match salvato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}{1} invites you to an unlimited match.</source>
        <translation>{0}{1} ti invita a un match illimitato.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0}{1} invites you to a %n point match.</source>
        <translation>
            <numerusform>{0}{1} ti invita a un match a %n punto.</numerusform>
            <numerusform>{0}{1} ti invita a un match ai %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>It is your turn against {0}.</source>
        <translation>Tocca a te contro {0}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{0} tells you</source>
        <translation>{0} ti scrive</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>I am away from the keyboard.</source>
        <translation>Sono lontano dalla tastiera.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Leave the match</source>
        <translation>Lascia il match</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Leave the match against {0}? The server saves it, and you can resume it later by inviting them again.</source>
        <translation>Lasciare il match contro {0}? Il server lo salva e potrai riprenderlo più tardi invitando di nuovo {0}.</translation>
    </message>
</context>
<context>
    <name>NoticeArea</name>
    <message>
        <location filename="../fibsgui/ui/notices.py" line="+54"/>
        <source>Join</source>
        <translation>Partecipa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ignore</source>
        <translation>Ignora</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel invitation</source>
        <translation>Annulla l&apos;invito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>OfflineController</name>
    <message>
        <location filename="../fibsgui/models/offline.py" line="+127"/>
        <location line="+29"/>
        <location line="+171"/>
        <location line="+46"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>The engine failed: {0}</source>
        <translation>Il motore ha avuto un errore: {0}</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Match over</source>
        <translation>Match finito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll (R) to start the match</source>
        <translation>Tira (R) per iniziare il match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is thinking…</source>
        <translation>{0} sta pensando…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: roll (R) or double (D)</source>
        <translation>Tocca a te: tira (R) o raddoppia (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: roll (R)</source>
        <translation>Tocca a te: tira (R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0}-{1}</source>
        <translation>Muovi {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take (T) or drop (P)?</source>
        <translation>Accetti (T) o rifiuti (P)?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept or reject the resignation</source>
        <translation>Accetta o rifiuta l&apos;abbandono</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New {0}-point match against {1}</source>
        <translation>Nuovo match ai {0} punti contro {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New money session against {0}</source>
        <translation>Nuova sessione a soldi contro {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game {0}</source>
        <translation>Partita {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score {0}–{1}</source>
        <translation>punteggio {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crawford game</source>
        <translation>partita Crawford</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening roll {0}-{1}: both roll again</source>
        <translation>Tiro d&apos;apertura {0}-{1}: entrambi ritirano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening roll: you start with {0}-{1}</source>
        <translation>Tiro d&apos;apertura: inizi tu con {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening roll: {2} starts with {0}-{1}</source>
        <translation>Tiro d&apos;apertura: inizia {2} con {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You roll {0}-{1}</source>
        <translation>Tiri {0}-{1}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{2} rolls {0}-{1}</source>
        <translation>{2} tira {0}-{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You play {0}</source>
        <translation>Giochi {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} plays {0}</source>
        <translation>{1} gioca {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot move</source>
        <translation>Non puoi muovere</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} cannot move</source>
        <translation>{0} non può muovere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Raddoppi a {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} doubles to {0}</source>
        <translation>{1} raddoppia a {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You take; the cube is at {0}</source>
        <translation>Accetti; il cubo è a {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} takes; the cube is at {0}</source>
        <translation>{1} accetta; il cubo è a {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drop the double</source>
        <translation>Rifiuti il raddoppio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} drops the double</source>
        <translation>{0} rifiuta il raddoppio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a gammon</source>
        <translation>un gammon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a backgammon</source>
        <translation>un backgammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single game</source>
        <translation>una partita semplice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You offer to resign {0}</source>
        <translation>Proponi di abbandonare {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} offers to resign {0}</source>
        <translation>{1} propone di abbandonare {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Accetti l&apos;abbandono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} accetta l&apos;abbandono</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You reject the resignation</source>
        <translation>Rifiuti l&apos;abbandono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} rifiuta l&apos;abbandono</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win {0}</source>
        <translation>Vinci {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} wins {0}</source>
        <translation>{1} vince {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match {0}–{1}</source>
        <translation>Vinci il match {0}–{1}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{2} wins the match {1}–{0}</source>
        <translation>{2} vince il match {1}–{0}</translation>
    </message>
</context>
<context>
    <name>OnlineClient</name>
    <message>
        <location filename="../fibsgui/models/online.py" line="+94"/>
        <source>The name {0} is already taken. Please choose another one.</source>
        <translation>Il nome {0} è già in uso. Scegline un altro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS name may only contain letters and &apos;_&apos;: {0} cannot be used.</source>
        <translation>Un nome FIBS può contenere solo lettere e «_»: {0} non si può usare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please give a password.</source>
        <translation>Inserisci una password.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The password must have at least 4 characters.</source>
        <translation>La password deve avere almeno 4 caratteri.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain spaces.</source>
        <translation>Una password non può contenere spazi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server read two different passwords. Please try again.</source>
        <translation>Il server ha ricevuto due password diverse. Riprova.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server does not allow new accounts from your network.</source>
        <translation>Il server non consente nuovi account dalla tua rete.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server did not create the account: {0}</source>
        <translation>Il server non ha creato l&apos;account: {0}</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>The server refused the login as {0}: wrong name or password.</source>
        <translation>Il server ha rifiutato l&apos;accesso come {0}: nome o password errati.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The server name {0} was not found. Check the server address and your network.</source>
        <translation>Il nome del server {0} non è stato trovato. Controlla l&apos;indirizzo del server e la rete.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} refused the connection: no server is listening on that port. Check the server address.</source>
        <translation>{0}:{1} ha rifiutato la connessione: nessun server è in ascolto su quella porta. Controlla l&apos;indirizzo del server.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot connect to {0}:{1}: no answer from that address. Check the server address and your network.</source>
        <translation>Impossibile connettersi a {0}:{1}: nessuna risposta da quell&apos;indirizzo. Controlla l&apos;indirizzo del server e la rete.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection but did not answer: no login prompt came. It may not be a FIBS server, or it may be overloaded.</source>
        <translation>{0}:{1} ha accettato la connessione ma non ha risposto: nessuna richiesta di accesso è arrivata. Forse non è un server FIBS, o è sovraccarico.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection but did not answer like a FIBS server: it sent something other than a login prompt.</source>
        <translation>{0}:{1} ha accettato la connessione ma non ha risposto come un server FIBS: ha inviato altro che una richiesta di accesso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection and the login, but did not answer the login.</source>
        <translation>{0}:{1} ha accettato la connessione e l&apos;accesso, ma non ha risposto all&apos;accesso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} closed the connection before the login was done.</source>
        <translation>{0}:{1} ha chiuso la connessione prima che l&apos;accesso fosse concluso.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The connection to the server was lost.</source>
        <translation>La connessione al server è stata persa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the server was lost, and the attempts to connect again failed.</source>
        <translation>La connessione al server è stata persa e i tentativi di riconnessione sono falliti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server keeps closing the connection right after the login. Is this account logged in somewhere else?</source>
        <translation>Il server chiude la connessione subito dopo ogni accesso. Questo account è connesso altrove?</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Cannot connect to {0}:{1}. Check the server address and your network.
({2})</source>
        <translation>Impossibile connettersi a {0}:{1}. Controlla l&apos;indirizzo del server e la tua rete.
({2})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The login did not work: {0}</source>
        <translation>L&apos;accesso non è riuscito: {0}</translation>
    </message>
    <message>
        <location line="+173"/>
        <location line="+6"/>
        <source>Not connected: {0} was not sent.</source>
        <translation>Non connesso: {0} non è stato inviato.</translation>
    </message>
</context>
<context>
    <name>OnlineGame</name>
    <message>
        <location line="+212"/>
        <source>The connection was lost: reconnecting, the match goes on when it is back</source>
        <translation>La connessione è stata persa: riconnessione in corso, la partita riprende al suo ritorno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watching {0} against {1}</source>
        <translation>Guardi {0} contro {1}</translation>
    </message>
</context>
<context>
    <name>OnlineGameController</name>
    <message>
        <location line="+118"/>
        <source>You roll {0}-{1}</source>
        <translation>Tiri {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rolls {1}-{2}</source>
        <translation>{0} tira {1}-{2}</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+60"/>
        <source>You move {0}</source>
        <translation>Giochi {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} moves {1}</source>
        <translation>{0} gioca {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced move: {0}</source>
        <translation>Mossa forzata: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot move</source>
        <translation>Non puoi muovere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot move</source>
        <translation>{0} non può muovere</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You double</source>
        <translation>Raddoppi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} doubles</source>
        <translation>{0} raddoppia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Raddoppi a {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} raddoppia a {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You take</source>
        <translation>Accetti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} takes</source>
        <translation>{0} accetta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take; the cube shows {0}</source>
        <translation>Accetti; il cubo è a {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes; the cube shows {1}</source>
        <translation>{0} accetta; il cubo è a {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left the match with {1}; it is saved</source>
        <translation>{0} ha lasciato la partita con {1}; è salvata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drop</source>
        <translation>Rifiuti il raddoppio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops</source>
        <translation>{0} rifiuta il raddoppio</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You offer to resign (%n point(s))</source>
        <translation>
            <numerusform>Proponi di abbandonare (%n punto)</numerusform>
            <numerusform>Proponi di abbandonare (%n punti)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} offers to resign (%n point(s))</source>
        <translation>
            <numerusform>{0} propone di abbandonare (%n punto)</numerusform>
            <numerusform>{0} propone di abbandonare (%n punti)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Accetti l&apos;abbandono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} accetta l&apos;abbandono</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You reject the resignation</source>
        <translation>Rifiuti l&apos;abbandono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} rifiuta l&apos;abbandono</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>Vinci la partita: %n punto</numerusform>
            <numerusform>Vinci la partita: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} vince la partita: %n punto</numerusform>
            <numerusform>{0} vince la partita: %n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match {0}-{1}</source>
        <translation>Vinci il match {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins the match {1}-{2}</source>
        <translation>{0} vince il match {1}-{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game starts</source>
        <translation>Inizia una nuova partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening roll: {0} {1}, {2} {3}</source>
        <translation>Tiro d&apos;apertura: {0} {1}, {2} {3}</translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <location filename="../fibsgui/ui/online.py" line="-90"/>
        <source>Leave match</source>
        <translation>Lascia il match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop playing; the server saves the match so you can resume it later</source>
        <translation>Smetti di giocare; il server salva il match così potrai riprenderlo più tardi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop watching</source>
        <translation>Smetti di guardare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh board</source>
        <translation>Aggiorna la tavola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the server for the board again</source>
        <translation>Richiedi di nuovo la tavola al server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match log</source>
        <translation>Registro del match</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No match: create one or join one in the lobby</source>
        <translation>Nessun match: creane uno o partecipa a uno nella lobby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match: invite a player or watch a game</source>
        <translation>Nessun match: invita un giocatore o guarda una partita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unlimited match</source>
        <translation>match illimitato</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point match</source>
        <translation>
            <numerusform>match a %n punto</numerusform>
            <numerusform>match ai %n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: {1}, waiting for an opponent</source>
        <translation>{0}: {1}, in attesa di un avversario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watching {0} against {1}: {2}, {3}</source>
        <translation>Spettatore di {0} contro {1}: {2}, {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} against {1}: {2}, {3}</source>
        <translation>{0} contro {1}: {2}, {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (Crawford game)</source>
        <translation> (partita Crawford)</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="-139"/>
        <source>Private match</source>
        <translation>Match privato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>match {0}</source>
        <translation>match {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is private: enter its password.</source>
        <translation>{0} è privato: inserisci la sua password.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Password:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the match&apos;s password.</source>
        <translation>Inserisci la password del match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Una password non può contenere caratteri di controllo.</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../fibsgui/ui/players.py" line="+91"/>
        <source>Filter players</source>
        <translation>Filtra i giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready only</source>
        <translation>Solo pronti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide bots</source>
        <translation>Nascondi i bot</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} of {1}</source>
        <translation>{0} di {1}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Invite…</source>
        <translation>Invita…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch</source>
        <translation>Guarda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look at the board</source>
        <translation>Guarda la tavola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell…</source>
        <translation>Scrivi in privato…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who is this?</source>
        <translation>Chi è?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave a message…</source>
        <translation>Lascia un messaggio…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gag (hide their chat)</source>
        <translation>Silenzia (nascondi la sua chat)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blind (refuse their invitations)</source>
        <translation>Blocca (rifiuta i suoi inviti)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell me when they log out or finish</source>
        <translation>Avvisami quando esce o finisce</translation>
    </message>
</context>
<context>
    <name>PlayerTableModel</name>
    <message>
        <location filename="../fibsgui/models/players.py" line="+347"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Experience</source>
        <translation>Esperienza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Idle</source>
        <translation>Inattivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>playing</source>
        <translation>gioca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>watching</source>
        <translation>guarda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ready</source>
        <translation>pronto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>away</source>
        <translation>assente</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>{name}
rating {rating:.2f}, experience {exp}
logged in {since}
from {host}</source>
        <translation>{name}
rating {rating:.2f}, esperienza {exp}
collegato dalle {since}
da {host}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>watching {0}</source>
        <translation>guarda {0}</translation>
    </message>
</context>
<context>
    <name>PracticeScreen</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/practice.py" line="+188"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money game</source>
        <translation>Partita a soldi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual</source>
        <translation>Occasionale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advanced</source>
        <translation>Avanzato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>World class</source>
        <translation>Livello mondiale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match:</source>
        <translation>Match:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent strength:</source>
        <translation>Forza avversario:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New match</source>
        <translation>Nuovo match</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The engine&apos;s best plays for your roll (H)</source>
        <translation>Le mosse migliori del motore per il tuo tiro (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difference</source>
        <translation>Differenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a play to make it</source>
        <translation>Fai doppio clic su una mossa per giocarla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New practice match</source>
        <translation>&amp;Nuovo match di allenamento</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Opponent: GNU Backgammon ({0})</source>
        <translation>Avversario: GNU Backgammon ({0})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent: the built-in bot ({0}); GNU Backgammon is not available</source>
        <translation>Avversario: il bot integrato ({0}); GNU Backgammon non è disponibile</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Thinking…</source>
        <translation>Sto pensando…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Best plays for {0}-{1}</source>
        <translation>Mosse migliori per {0}-{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no move)</source>
        <translation>(nessuna mossa)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No hint: {0}</source>
        <translation>Nessun suggerimento: {0}</translation>
    </message>
</context>
<context>
    <name>ServerConsole</name>
    <message>
        <location filename="../fibsgui/ui/console.py" line="+74"/>
        <source>Type a FIBS command, e.g. &apos;show games&apos; or &apos;help&apos;</source>
        <translation>Scrivi un comando FIBS, ad es. «show games» o «help»</translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>A line of %n byte(s) from the server was too long and was dropped.</source>
        <translation>
            <numerusform>Una riga di %n byte dal server era troppo lunga ed è stata scartata.</numerusform>
            <numerusform>Una riga di %n byte dal server era troppo lunga ed è stata scartata.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerSwitch</name>
    <message>
        <location filename="../fibsgui/ui/servers.py" line="+188"/>
        <source>{0} has no player list: find opponents in the lobby.</source>
        <translation>{0} non ha un elenco dei giocatori: trova gli avversari nella lobby.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} has no player list.</source>
        <translation>{0} non ha un elenco dei giocatori.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../fibsgui/ui/settings.py" line="+44"/>
        <source>Send the board after every move</source>
        <translation>Invia la tavola dopo ogni mossa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the server make forced moves for you</source>
        <translation>Lascia che il server giochi le mosse forzate</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ready to play: others may invite you</source>
        <translation>Pronto a giocare: gli altri possono invitarti</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Allow the server&apos;s pip command in your matches (it works only when both players allow it)</source>
        <translation>Consenti il comando pip del server nelle tue partite (funziona solo se entrambi i giocatori lo consentono)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Agree that a doublet rolled at the start of a game doubles the cube (unlimited matches)</source>
        <translation>Accetta che un doppio tirato all&apos;inizio di una partita raddoppi il cubo (partite illimitate)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ring the bell when someone talks to you or invites you</source>
        <translation>Suona il campanello quando qualcuno ti parla o ti invita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Insist on the Crawford rule (a match is played without it only when both players untick this)</source>
        <translation>Esigi la regola di Crawford (una partita si gioca senza solo se entrambi i giocatori la deselezionano)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask whether you want to double before each roll (otherwise the server rolls for you)</source>
        <translation>Chiedi prima di ogni tiro se vuoi raddoppiare (altrimenti il server tira per te)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the server bear off as many checkers as your roll allows</source>
        <translation>Lascia che il server porti fuori tante pedine quante il tuo tiro consente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send the board after each roll as well</source>
        <translation>Invia il tavoliere anche dopo ogni tiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the list of a game&apos;s moves when it ends</source>
        <translation>Invia l&apos;elenco delle mosse di una partita alla sua fine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell me when players log in</source>
        <translation>Avvisami quando i giocatori si collegano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show how the rating changes are calculated after a match</source>
        <translation>Mostra dopo una partita come si calcola la variazione del punteggio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell me when other players&apos; matches start and end</source>
        <translation>Avvisami quando le partite degli altri giocatori iniziano e finiscono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not hear what other players shout (and do not shout yourself)</source>
        <translation>Non sentire ciò che gridano gli altri giocatori (e non gridare tu stesso)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client</source>
        <translation>Programma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic wood and felt</source>
        <translation>Classico: legno e panno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Contrasto elevato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>A destra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>A sinistra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make forced plays automatically</source>
        <translation>Gioca automaticamente le mosse forzate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm each play before it is sent</source>
        <translation>Conferma ogni mossa prima di inviarla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sounds</source>
        <translation>Riproduci i suoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitations</source>
        <translation>Inviti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat addressed to you</source>
        <translation>Chat rivolta a te</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notify me of invitations when the window is in the background</source>
        <translation>Avvisami degli inviti quando la finestra è in secondo piano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notify me of tells when the window is in the background</source>
        <translation>Avvisami dei messaggi privati quando la finestra è in secondo piano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board theme:</source>
        <translation>Tema della tavola:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home board:</source>
        <translation>Casa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sounds:</source>
        <translation>Suoni:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notifications:</source>
        <translation>Notifiche:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to see and change the server&apos;s settings.</source>
        <translation>Accedi per vedere e cambiare le impostazioni del server.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlimited</source>
        <translation>illimitato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redoubles in unlimited matches:</source>
        <translation>Ridoppi nei match illimitati:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the who list by:</source>
        <translation>Ordina la lista who per:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time zone:</source>
        <translation>Fuso orario:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings on the server</source>
        <translation>Conserva queste impostazioni sul server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sends &apos;save&apos;: the server remembers your toggles for next time</source>
        <translation>Invia «save»: il server ricorda le tue opzioni per la prossima volta</translation>
    </message>
    <message>
        <location line="+213"/>
        <source>The server kept its value of {0}: {1}</source>
        <translation>Il server ha mantenuto il suo valore di {0}: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server kept its value of {0}.</source>
        <translation>Il server ha mantenuto il suo valore di {0}.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../fibsgui/ui/welcome.py" line="+86"/>
        <location line="+1"/>
        <source>Welcome to fibsgui</source>
        <translation>Benvenuto in fibsgui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play backgammon with people from all over the world on FIBS, the First Internet Backgammon Server, or practise on your own against GNU Backgammon.</source>
        <translation>Gioca a backgammon con persone di tutto il mondo su FIBS, il First Internet Backgammon Server, oppure allenati da solo contro GNU Backgammon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practise offline</source>
        <translation>Allenati offline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match against GNU Backgammon on this computer, with hints. No account needed.</source>
        <translation>Un match contro GNU Backgammon su questo computer, con suggerimenti. Nessun account richiesto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to FIBS</source>
        <translation>Accedi a FIBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play people online with the FIBS account you already have.</source>
        <translation>Gioca online contro altre persone con il tuo account FIBS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a FIBS account</source>
        <translation>Crea un account FIBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to FIBS? Choose a name and a password; it takes a minute and costs nothing.</source>
        <translation>Nuovo su FIBS? Scegli un nome e una password: ci vuole un minuto ed è gratis.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can log in to FIBS later at any time; this welcome is shown only once.</source>
        <translation>Puoi accedere a FIBS più tardi in qualsiasi momento; questo benvenuto appare una volta sola.</translation>
    </message>
</context>
<context>
    <name>WhoisDialog</name>
    <message>
        <location filename="../fibsgui/ui/whois.py" line="+30"/>
        <source>About {0}</source>
        <translation>Informazioni su {0}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../fibsgui/app.py" line="+135"/>
        <source>fibsgui cannot start</source>
        <translation>fibsgui non può partire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fibsgui cannot start: {0}</source>
        <translation>fibsgui non può partire: {0}</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Something went wrong: {0}

A report was written to:
{1}

fibsgui goes on running.</source>
        <translation>Qualcosa è andato storto: {0}

Un rapporto è stato scritto in:
{1}

fibsgui continua a funzionare.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Something went wrong: {0}

No report could be written ({1}).

fibsgui goes on running.</source>
        <translation>Qualcosa è andato storto: {0}

Non è stato possibile scrivere un rapporto ({1}).

fibsgui continua a funzionare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui: unexpected error</source>
        <translation>fibsgui: errore imprevisto</translation>
    </message>
</context>
</TS>
