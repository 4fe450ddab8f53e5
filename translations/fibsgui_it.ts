<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="+402"/>
        <source>About fibsgui</source>
        <translation>Informazioni su fibsgui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui {0}

A client for FIBS and bgammon.org, with offline practice against GNU Backgammon.

fibsgui is free software: you can redistribute it and modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.

It runs with these programs and libraries:</source>
        <translation>fibsgui {0}

Un client per FIBS e bgammon.org, con allenamento offline contro GNU Backgammon.

fibsgui è software libero: puoi ridistribuirlo e modificarlo secondo i termini della GNU General Public License, versione 3 o (a tua scelta) qualsiasi versione successiva. È fornito senza alcuna garanzia.

Funziona con questi programmi e librerie:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>Versione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Qt</source>
        <translation>Informazioni su Qt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Licence on the web</source>
        <translation>Licenza sul web</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the licence</source>
        <translation>Mostra la licenza</translation>
    </message>
</context>
<context>
    <name>AnalysisSummary</name>
    <message>
        <location filename="../fibsgui/ui/analysis.py" line="+224"/>
        <source>Decisions</source>
        <translation>Decisioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error rate (mEMG)</source>
        <translation>Tasso d&apos;errore (mEMG)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubtful (?!)</source>
        <translation>Dubbie (?!)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors (?)</source>
        <translation>Errori (?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunders (??)</source>
        <translation>Errori gravi (??)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck (EMG)</source>
        <translation>Fortuna (EMG)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck rating</source>
        <translation>Giudizio sulla fortuna</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Supernatural</source>
        <translation>Sovrumano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>World class</source>
        <translation>Livello mondiale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advanced</source>
        <translation>Avanzato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual player</source>
        <translation>Dilettante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Awful!</source>
        <translation>Pessimo!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Go to bed</source>
        <translation>A letto!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bad dice, man!</source>
        <translation>Dadi storti!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Good dice, man!</source>
        <translation>Bei dadi!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to Las Vegas</source>
        <translation>Vai a Las Vegas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Error rate: equity lost per decision, in thousandths (mEMG, as GNU Backgammon reports it). Luck: equity gained by the dice, against the average roll</source>
        <translation>Tasso di errore: equity persa per decisione, in millesimi (mEMG, come la riporta GNU Backgammon). Fortuna: equity guadagnata con i dadi, rispetto al tiro medio</translation>
    </message>
</context>
<context>
    <name>BgammonClient</name>
    <message>
        <location filename="../fibsgui/models/bgammon.py" line="+124"/>
        <source>The login did not work: {0}</source>
        <translation>L&apos;accesso non è riuscito: {0}</translation>
    </message>
    <message>
        <location line="+20"/>
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
        <location line="+15"/>
        <source>Someone is already logged in to {0} as {1}. Choose another name, or log out there first.</source>
        <translation>Qualcuno è già collegato a {0} come {1}. Scegli un altro nome, o prima esci da lì.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that guest name</source>
        <translation>quel nome di ospite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} refused the login: {1}</source>
        <translation>{0} ha rifiutato l&apos;accesso: {1}</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Not connected: {0} was not sent.</source>
        <extracomment>How often the lobby is asked for while logged in and not in a match (milliseconds). The account&apos;s settings the player changes here (the ``set`` command&apos;s names; the server&apos;s ``settings`` event names them with a capital): the ones bgammon.org documents for ``set``. Shown as the server has them, not changed here: AutoPlay changes what the server does in the player&apos;s games (it plays forced moves for them). The others (Flip, Traditional, Advanced, the Mute ones, Dim, Speed) are preferences of bgammon.org&apos;s own app that fibsgui does not follow, so they are not shown. The server&apos;s answers to a ``set`` it does not take (it says nothing when it takes one). ``follow``/``unfollow`` commands waiting for the server&apos;s answer (the oldest answered first).</extracomment>
        <translation>Non connesso: {0} non è stato inviato.</translation>
    </message>
</context>
<context>
    <name>BgammonGameController</name>
    <message>
        <location filename="../fibsgui/models/bgammon_game.py" line="+136"/>
        <source>The move was refused.</source>
        <extracomment>The games of bgammon.org by the names a :class:`GameSnapshot` and a match record give them.</extracomment>
        <translation>La mossa è stata rifiutata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server refused the command ({0}).</source>
        <translation>Il server ha rifiutato il comando ({0}).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} joins the match</source>
        <translation>{0} entra nel match</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} left the match</source>
        <translation>{0} ha lasciato il match</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <location line="+8"/>
        <source>You choose {0}-{0}</source>
        <translation>Scegli {0}-{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{1} chooses {0}-{0}</source>
        <translation>{1} sceglie {0}-{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You roll {0}-{1}-{2}</source>
        <translation>Tiri {0}-{1}-{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1}-{2}-{3}</source>
        <translation>{0} tira {1}-{2}-{3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You roll {0}-{1}</source>
        <translation>Tiri {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1}-{2}</source>
        <translation>{0} tira {1}-{2}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0} takes back the moves</source>
        <translation>{0} ritira le mosse</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <source>{0} moves {1}</source>
        <translation>{0} gioca {1}</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>You take back {0}</source>
        <translation>Ritiri {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes back {1}</source>
        <translation>{0} ritira {1}</translation>
    </message>
    <message>
        <location line="+26"/>
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
        <location line="+97"/>
        <source>The server sent a position the board cannot show; the moves are in the match log.</source>
        <translation>Il server ha inviato una posizione che la tavola non può mostrare; le mosse sono nel registro del match.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The connection was lost: reconnecting, the match goes on when it is back</source>
        <translation>La connessione è stata persa: riconnessione in corso, la partita riprende al suo ritorno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching {0} against {1}</source>
        <translation>Guardi {0} contro {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} left the match: waiting for them to come back</source>
        <translation>{0} ha lasciato il match: in attesa del suo ritorno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for an opponent to join the match</source>
        <translation>In attesa che un avversario entri nel match</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>You roll again</source>
        <translation>Tiri di nuovo</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>You cannot move</source>
        <translation>Non puoi muovere</translation>
    </message>
    <message>
        <location line="-345"/>
        <location line="+362"/>
        <source>You move {0}</source>
        <translation>Giochi {0}</translation>
    </message>
    <message>
        <location line="-304"/>
        <source>Acey-deucey: every checker starts off the board and enters; after a 1-2 the player chooses a double and rolls again</source>
        <translation>Acey-deucey: tutte le pedine partono fuori dalla tavola ed entrano; dopo un 1-2 il giocatore sceglie un doppio e tira di nuovo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tabula: three dice, both sides move the same way</source>
        <translation>Tabula: tre dadi, entrambi i giocatori muovono nella stessa direzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A variant this client does not know: its moves are in the match log</source>
        <translation>Una variante che questo client non conosce: le sue mosse sono nel registro del match</translation>
    </message>
    <message>
        <location line="+332"/>
        <location line="+3"/>
        <source>bgammon.org has no resignation offers to answer.</source>
        <translation>Su bgammon.org non ci sono offerte di abbandono a cui rispondere.</translation>
    </message>
</context>
<context>
    <name>BgammonLink</name>
    <message>
        <location filename="../fibsgui/models/bgammon.py" line="+146"/>
        <source>Highlight the legal moves</source>
        <translation>Evidenzia le mosse consentite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the pip counts</source>
        <translation>Mostra il conteggio dei pip</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the moves made</source>
        <translation>Mostra le mosse giocate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server plays forced moves for you</source>
        <translation>Il server gioca per te le mosse forzate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kept with your bgammon.org account (set highlight)</source>
        <translation>Conservata con il tuo account bgammon.org (set highlight)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept with your bgammon.org account (set pips)</source>
        <translation>Conservata con il tuo account bgammon.org (set pips)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept with your bgammon.org account (set moves)</source>
        <translation>Conservata con il tuo account bgammon.org (set moves)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changed in bgammon.org&apos;s own app; shown because it changes what the server does in your games</source>
        <translation>Si cambia nell&apos;app di bgammon.org; è mostrata perché cambia ciò che il server fa nelle tue partite</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+226"/>
        <source>Please give a player&apos;s name.</source>
        <translation>Inserisci il nome di un giocatore.</translation>
    </message>
    <message>
        <location line="-224"/>
        <source>A bgammon.org name has at most {0} characters: {1} has {2}.</source>
        <translation>Un nome bgammon.org ha al massimo {0} caratteri: {1} ne ha {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;: {0} is not one.</source>
        <translation>Un nome bgammon.org contiene solo lettere, cifre e «_»: {0} non lo è.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name is not only digits: {0} is not one.</source>
        <translation>Un nome bgammon.org non è fatto solo di cifre: {0} non lo è.</translation>
    </message>
    <message>
        <location line="+60"/>
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
        <location line="+63"/>
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
    <message>
        <location line="+6"/>
        <source>bgammon.org&apos;s setting {0} is not changed here.</source>
        <translation>L&apos;impostazione {0} di bgammon.org non si cambia qui.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../fibsgui/ui/board/scene.py" line="+616"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location line="-92"/>
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
        <location line="+4"/>
        <source>{0}-away</source>
        <translation>ancora {0}</translation>
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
        <location line="+10"/>
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
        <location line="+17"/>
        <source>Accept or reject the resignation</source>
        <translation>Accetta o rifiuta l&apos;abbandono</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take (T), drop (P) or beaver?</source>
        <translation>Accetti (T), rifiuti (P) o beaver?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take (T) or drop (P)?</source>
        <translation>Accetti (T) o rifiuti (P)?</translation>
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
        <location line="+2"/>
        <source>Move {0}</source>
        <translation>Muovi {0}</translation>
    </message>
    <message>
        <location line="+6"/>
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
    <message>
        <location line="+3"/>
        <source>New match</source>
        <translation>Nuovo match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rematch</source>
        <translation>Rivincita</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+29"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="-25"/>
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
        <location line="+3"/>
        <source>Acey-deucey! Choose your double</source>
        <translation>Acey-deucey! Scegli il tuo doppio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}-{0}</source>
        <translation>{0}-{0}</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+2"/>
        <source>Beaver</source>
        <translation>Beaver</translation>
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
        <location filename="../fibsgui/ui/board/view.py" line="+262"/>
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
        <source>Take back the last move (Backspace)</source>
        <translation>Riprendi l&apos;ultimo spostamento (Backspace)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Type a play</source>
        <translation>Scrivi una mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move:</source>
        <translation>Mossa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 24/18 13/11</source>
        <translation>es. 24/18 13/11</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the whole play and press Enter: 24/18 13/11, bar/22, 6/off(2), 8/5*/1 (M or /)</source>
        <translation>Scrivi la mossa intera e premi Invio: 24/18 13/11, bar/22, 6/off(2), 8/5*/1 (M o /)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the Position ID and the Match ID (GNU Backgammon&apos;s)</source>
        <translation>Copia l&apos;ID posizione e l&apos;ID match (di GNU Backgammon)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Position ID: {0}  Match ID: {1}</source>
        <translation>ID posizione: {0}  ID match: {1}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Copy the Position ID</source>
        <translation>Copia l&apos;ID posizione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the Match ID</source>
        <translation>Copia l&apos;ID match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy both</source>
        <translation>Copia entrambi</translation>
    </message>
    <message>
        <location line="+81"/>
        <location line="+96"/>
        <source>Type a play, for example 24/18 13/11</source>
        <translation>Scrivi una mossa, per esempio 24/18 13/11</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+88"/>
        <source>It is not your turn to move</source>
        <translation>Non tocca a te muovere</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>That is too long to be a play (at most {0} characters)</source>
        <translation>È troppo lungo per una mossa (al massimo {0} caratteri)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: where does the checker go? Write a move as 13/8</source>
        <translation>{0}: dove va la pedina? Scrivi uno spostamento come 13/8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a checker moves toward its home board, to a lower number</source>
        <translation>{0}: una pedina si muove verso la sua casa, verso un numero più basso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a move is repeated with (2), (3) or (4)</source>
        <translation>{0}: uno spostamento si ripete con (2), (3) o (4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many moves for one play</source>
        <translation>Troppi spostamenti per una sola mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is not a move: write 24/18 13/11, bar/22, 6/off</source>
        <translation>{0} non è uno spostamento: scrivi 24/18 13/11, bar/22, 6/off</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the bar</source>
        <translation>la barra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the {0}-point</source>
        <translation>la punta {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} and {1}</source>
        <translation>{0} e {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This play uses {0} but the dice left are {1}</source>
        <translation>Questa mossa usa {0} ma i dadi rimasti sono {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This play uses {0} but the dice are {1}</source>
        <translation>Questa mossa usa {0} ma i dadi sono {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}: no checker left on {1}</source>
        <translation>{0}: {1} non ha più pedine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: no checker on {1}</source>
        <translation>{0}: {1} non ha pedine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: the checker on the bar must enter first</source>
        <translation>{0}: la pedina sulla barra deve prima entrare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: the opponent holds {1}</source>
        <translation>{0}: l&apos;avversario occupa {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: checkers are borne off only when all are in the home board</source>
        <translation>{0}: si portano fuori le pedine solo quando sono tutte in casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a larger die bears off only from the highest point</source>
        <translation>{0}: un dado più alto porta fuori solo dalla punta più alta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type the whole play: the {0} is still to be played</source>
        <translation>Scrivi la mossa intera: resta da giocare il {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the whole play: {0} are still to be played</source>
        <translation>Scrivi la mossa intera: restano da giocare {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A longer play is possible: every die that can be played must be</source>
        <translation>È possibile una mossa più lunga: ogni dado che si può giocare va giocato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one die can be played, and it must be the larger: the {0}</source>
        <translation>Si può giocare un solo dado, e deve essere il più alto: il {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The play is complete: confirm it, or undo to change it</source>
        <translation>La mossa è completa: confermala, o annulla per cambiarla</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This play is not legal with these dice</source>
        <translation>Questa mossa non è consentita con questi dadi</translation>
    </message>
    <message>
        <location line="-336"/>
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
        <location line="+197"/>
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
    <name>Confirm</name>
    <message>
        <location filename="../fibsgui/ui/confirm.py" line="+56"/>
        <source>Don&apos;t ask again</source>
        <translation>Non chiedere più</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The settings can turn these questions back on</source>
        <translation>Dalle impostazioni puoi riattivare queste domande</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>you lead {0}–{1}</source>
        <translation>sei in vantaggio {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} leads {1}–{2}</source>
        <translation>{0} è in vantaggio {1}–{2}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tied at {0}–{1}</source>
        <translation>pari {0}–{1}</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>the %n-point match against {0} ({1})</source>
        <translation>
            <numerusform>il match a %n punto contro {0} ({1})</numerusform>
            <numerusform>il match ai %n punti contro {0} ({1})</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resign a single game?</source>
        <translation>Abbandonare una partita semplice?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>If {0} accepts, {0} wins {1}; you still lead {3}–{2}.</source>
        <translation>Se {0} accetta, {0} vince {1}; resti in vantaggio {3}–{2}.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Resign a gammon?</source>
        <translation>Abbandonare un gammon?</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Resign a backgammon?</source>
        <translation>Abbandonare un backgammon?</translation>
    </message>
    <message numerus="yes">
        <location line="-20"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>If {0} accepts, {0} wins {1}.</source>
        <translation>Se {0} accetta, {0} vince {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If {0} accepts, {0} wins {1} and the match, {2}–{3}.</source>
        <translation>Se {0} accetta, {0} vince {1} e il match, {2}–{3}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If {0} accepts, {0} wins {1} and leads {2}–{3}.</source>
        <translation>Se {0} accetta, {0} vince {1} e passa in vantaggio {2}–{3}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If {0} accepts, {0} wins {1}; the score is then {2}–{3}.</source>
        <translation>Se {0} accetta, {0} vince {1}; il punteggio è allora {2}–{3}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the money session against {0} (you {1}, {0} {2})</source>
        <translation>la sessione a soldi contro {0} (tu {1}, {0} {2})</translation>
    </message>
</context>
<context>
    <name>CreateMatchDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+121"/>
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
        <location filename="../fibsgui/models/fibs.py" line="+203"/>
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
    <name>FoldersDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="+78"/>
        <source>Folders of settings and logs</source>
        <translation>Cartelle delle impostazioni e dei log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings and window layout:</source>
        <translation>Impostazioni e disposizione delle finestre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat history:</source>
        <translation>Cronologia della chat:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs, crash reports and session transcripts:</source>
        <translation>Log, rapporti di crash e trascrizioni delle sessioni:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The folder {0} could not be opened here; its path can be selected and copied above.</source>
        <translation>Non è stato possibile aprire qui la cartella {0}; il suo percorso si può selezionare e copiare qui sopra.</translation>
    </message>
</context>
<context>
    <name>FollowDialog</name>
    <message>
        <location filename="../fibsgui/ui/following.py" line="+75"/>
        <source>Follow a player</source>
        <translation>Segui un giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server tells you when this player comes online or goes:</source>
        <translation>Il server ti avvisa quando questo giocatore entra online o se ne va:</translation>
    </message>
</context>
<context>
    <name>FollowingPanel</name>
    <message>
        <location line="+64"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+144"/>
        <source>Follow…</source>
        <translation>Segui…</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Be told when a player comes online or goes</source>
        <translation>Essere avvisato quando un giocatore entra online o se ne va</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfollow</source>
        <translation>Smetti di seguire</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The server tells you when they come online or go.</source>
        <translation>Il server ti avvisa quando entrano online o se ne vanno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow players by logging in with an account (guests cannot follow).</source>
        <translation>Accedi con un account per seguire dei giocatori (gli ospiti non possono seguire).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in with an account to see the players you follow.</source>
        <translation>Accedi con un account per vedere i giocatori che segui.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to hear whether they are online.</source>
        <translation>Accedi per sapere se sono online.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Log in with an account to follow players.</source>
        <translation>Accedi con un account per seguire dei giocatori.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You cannot follow yourself.</source>
        <translation>Non puoi seguire te stesso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You follow {0} already.</source>
        <translation>Segui già {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You follow {0} players: unfollow one first.</source>
        <translation>Segui {0} giocatori: prima smetti di seguirne uno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The follow command could not be sent.</source>
        <translation>Non è stato possibile inviare il comando per seguire.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Unfollow {0}</source>
        <translation>Smetti di seguire {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join or watch their match</source>
        <translation>Partecipa al suo match o guardalo</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../fibsgui/models/game.py" line="+329"/>
        <source>a single game</source>
        <translation>una partita semplice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a gammon</source>
        <translation>un gammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a backgammon</source>
        <translation>un backgammon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0}: {1}</source>
        <translation>Vinci {0}: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins {1}: {2}</source>
        <translation>{0} vince {1}: {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} drops: you win {1}</source>
        <translation>{0} rifiuta il raddoppio: vinci {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You drop: {0} wins {1}</source>
        <translation>Rifiuti il raddoppio: {0} vince {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops: {1} wins {2}</source>
        <translation>{0} rifiuta il raddoppio: {1} vince {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} resigns {1}: you win {2}</source>
        <translation>{0} abbandona {1}: vinci {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You resign {0}: {1} wins {2}</source>
        <translation>Abbandoni {0}: {1} vince {2}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns {1}: {2} wins {3}</source>
        <translation>{0} abbandona {1}: {2} vince {3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0}</source>
        <translation>Vinci {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins {1}</source>
        <translation>{0} vince {1}</translation>
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
    <name>HintTable</name>
    <message>
        <location filename="../fibsgui/ui/hints.py" line="+62"/>
        <source>Cube action</source>
        <translation>Azione di cubo</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Difference</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win</source>
        <translation>Vince</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W g</source>
        <translation>V g</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W bg</source>
        <translation>V bg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lose</source>
        <translation>Perde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L g</source>
        <translation>P g</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L bg</source>
        <translation>P bg</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your chance to win (%), with the opponent to roll after the play</source>
        <translation>La tua probabilità di vincere (%), con l&apos;avversario al tiro dopo la mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chance to win a gammon or a backgammon (%)</source>
        <translation>La tua probabilità di vincere un gammon o un backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chance to win a backgammon (%)</source>
        <translation>La tua probabilità di vincere un backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s chance to win (%)</source>
        <translation>La probabilità di vittoria dell&apos;avversario (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s chance to win a gammon or a backgammon (%)</source>
        <translation>La probabilità che l&apos;avversario vinca un gammon o un backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s chance to win a backgammon (%)</source>
        <translation>La probabilità che l&apos;avversario vinca un backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cubeless equity: +1 is winning a single game at the current cube</source>
        <translation>Equity senza cubo: +1 vuol dire vincere una partita semplice al valore attuale del cubo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much worse than the best</source>
        <translation>Quanto peggio del migliore</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player&apos;s chance to win (%), with the opponent to roll after the play</source>
        <translation>La probabilità di vittoria del giocatore (%), con l&apos;avversario al tiro dopo la mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s chance to win a gammon or a backgammon (%)</source>
        <translation>La probabilità che il giocatore vinca un gammon o un backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s chance to win a backgammon (%)</source>
        <translation>La probabilità che il giocatore vinca un backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cubeful equity for the player (in match play, equivalent to money)</source>
        <translation>Equity con il cubo per il giocatore (nei match, equivalente a soldi)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubeful equity for you, in units of the cube before the double</source>
        <translation>Equity con il cubo per te, in unità del cubo prima del raddoppio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cubeless chance to win the game (%), before the roll</source>
        <translation>La tua probabilità di vincere la partita senza cubo (%), prima del tiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubeful equity for the player deciding, in units of the cube before the double</source>
        <translation>Equity con il cubo per il giocatore che decide, in unità del cubo prima del raddoppio</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>(no move)</source>
        <translation>(nessuna mossa)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cubeless chances ({0}-ply)</source>
        <translation>Probabilità senza cubo ({0}-ply)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cubeless chances</source>
        <translation>Probabilità senza cubo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The player deciding wins {0} % (a gammon {1} %, a backgammon {2} %); the opponent wins {3} % (a gammon {4} %, a backgammon {5} %)</source>
        <translation>Il giocatore che decide vince al {0} % (un gammon al {1} %, un backgammon al {2} %); l&apos;avversario vince al {3} % (un gammon al {4} %, un backgammon al {5} %)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0} % (a gammon {1} %, a backgammon {2} %); the opponent wins {3} % (a gammon {4} %, a backgammon {5} %)</source>
        <translation>Vinci al {0} % (un gammon al {1} %, un backgammon al {2} %); l&apos;avversario vince al {3} % (un gammon al {4} %, un backgammon al {5} %)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+7"/>
        <source>Take</source>
        <translation>Accetta</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+9"/>
        <source>Drop</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+3"/>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No redouble</source>
        <translation>Nessun ridoppio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No double</source>
        <translation>Nessun raddoppio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redouble, take</source>
        <translation>Ridoppio, accetta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double, take</source>
        <translation>Raddoppio, accetta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redouble, pass</source>
        <translation>Ridoppio, rifiuta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double, pass</source>
        <translation>Raddoppio, rifiuta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take</source>
        <translation>accetta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pass</source>
        <translation>rifiuta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redouble, {0}</source>
        <translation>Ridoppio, {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double, {0}</source>
        <translation>Raddoppio, {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too good to redouble, {0}</source>
        <translation>Troppo forte per ridoppiare, {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too good to double, {0}</source>
        <translation>Troppo forte per raddoppiare, {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No redouble, {0}</source>
        <translation>Nessun ridoppio, {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No double, {0}</source>
        <translation>Nessun raddoppio, {0}</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../fibsgui/ui/history.py" line="+56"/>
        <source>Backgammon, 1 point</source>
        <extracomment>The columns of the history&apos;s table. Timestamps shown as dates (later ones are not a date this century can show; shown as &quot;—&quot;).</extracomment>
        <translation>Backgammon, 1 punto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backgammon, longer matches</source>
        <translation>Backgammon, match più lunghi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acey-deucey, 1 point</source>
        <translation>Acey-deucey, 1 punto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acey-deucey, longer matches</source>
        <translation>Acey-deucey, match più lunghi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabula, 1 point</source>
        <translation>Tabula, 1 punto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabula, longer matches</source>
        <translation>Tabula, match più lunghi</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Type the name of a player.</source>
        <translation>Scrivi il nome di un giocatore.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Asking the server for {0}&apos;s matches…</source>
        <translation>Richiesta al server dei match di {0}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Won</source>
        <translation>Vinto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Perso</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No matches on this page.</source>
        <translation>Nessun match in questa pagina.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Match history</source>
        <translation>Storico dei match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player:</source>
        <translation>Giocatore:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous page</source>
        <translation>Pagina precedente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next page</source>
        <translation>Pagina successiva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Page {0} of {1}</source>
        <translation>Pagina {0} di {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratings of {0}: {1}</source>
        <translation>Rating di {0}: {1}</translation>
    </message>
</context>
<context>
    <name>IdsDialog</name>
    <message>
        <location filename="../fibsgui/ui/ids.py" line="+99"/>
        <source>Practise from gnubg IDs</source>
        <extracomment>The most characters a field takes (an ID is 12 or 14; gnubg&apos;s two lines are about 50).</extracomment>
        <translation>Allenati da ID gnubg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste GNU Backgammon&apos;s Position ID, and its Match ID for the score, cube and dice (without it: money play, the cube in the centre). You play the side on roll.</source>
        <translation>Incolla l&apos;ID posizione di GNU Backgammon, e il suo ID match per punteggio, cubo e dadi (senza: partita a soldi, cubo al centro). Giochi il lato che ha il tiro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Position ID:</source>
        <translation>ID &amp;posizione:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Match ID (optional):</source>
        <translation>ID &amp;match (facoltativo):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A Position ID is needed.</source>
        <translation>Serve un ID posizione.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Position ID: it has 14 letters and digits, like 4HPwATDgc/ABMA.</source>
        <translation>Questo non è un ID posizione: ha 14 lettere e cifre, come 4HPwATDgc/ABMA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Match ID: it has 12 letters and digits, like cAkAAAAAAAAA.</source>
        <translation>Questo non è un ID match: ha 12 lettere e cifre, come cAkAAAAAAAAA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Match ID is of a game already decided.</source>
        <translation>L&apos;ID match è di una partita già decisa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this position a side has borne off every checker: there is nothing to play.</source>
        <translation>In questa posizione un lato ha portato fuori tutte le pedine: non c&apos;è niente da giocare.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <location filename="../fibsgui/ui/players.py" line="+69"/>
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
    <name>LibraryModel</name>
    <message>
        <location filename="../fibsgui/ui/library.py" line="+252"/>
        <source>Date</source>
        <extracomment>The folder (in the records&apos; folder) deleted records wait in until the window closes. The largest file imported. How much of a match is analysed: none, a part (the record grew since, or the analysis was stopped), or all of it; in this order in the sorted column.</extracomment>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Lunghezza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analysed</source>
        <translation>Analizzato</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(cannot be read: {0})</source>
        <translation>(illeggibile: {0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>money</source>
        <translation>soldi</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analysed in part: the match went on after the analysis, or it was stopped. Open the match to analyse the rest.</source>
        <translation>Analizzato in parte: la partita è andata avanti dopo l&apos;analisi, oppure l&apos;analisi è stata fermata. Apri la partita per analizzare il resto.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>partly</source>
        <translation>in parte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practice</source>
        <translation>Allenamento</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Won {0}</source>
        <translation>Vinto {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost {0}</source>
        <translation>Perso {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unfinished {0}</source>
        <translation>Incompiuto {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watched {0}</source>
        <translation>Guardato {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Imported {0}</source>
        <translation>Importato {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Won</source>
        <translation>Vinto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Perso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unfinished</source>
        <translation>Incompiuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watched</source>
        <translation>Guardato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Imported</source>
        <translation>Importato</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location line="+154"/>
        <source>Match library</source>
        <extracomment>A record to open on the board: its path. The list was read and shown (for scripts and tests).</extracomment>
        <translation>Archivio dei match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;pponent:</source>
        <translation>&amp;Avversario:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Result:</source>
        <translation>&amp;Risultato:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find:</source>
        <translation>&amp;Cerca:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names, dates, servers</source>
        <translation>Nomi, date, server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All opponents</source>
        <translation>Tutti gli avversari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All results</source>
        <translation>Tutti i risultati</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open</source>
        <translation>A&amp;pri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export .&amp;mat…</source>
        <translation>Esporta .&amp;mat…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;SGF…</source>
        <translation>Esporta &amp;SGF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo delete</source>
        <translation>Ann&amp;ulla eliminazione</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>money</source>
        <translation>soldi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unfinished {0}</source>
        <translation>Incompiuto {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watched {0}</source>
        <translation>Guardato {0}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The match records cannot be listed: {0}</source>
        <translation>Le registrazioni dei match non possono essere elencate: {0}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reading the records…</source>
        <translation>Lettura delle registrazioni…</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+2"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n match</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} of {1}</source>
        <translation>{0} di {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+69"/>
        <source>%n match(es) deleted; Undo brings them back until this window closes.</source>
        <translation>
            <numerusform>%n match eliminato; «Annulla eliminazione» lo ripristina finché questa finestra resta aperta.</numerusform>
            <numerusform>%n match eliminati; «Annulla eliminazione» li ripristina finché questa finestra resta aperta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) going on now cannot be deleted.</source>
        <translation>
            <numerusform>%n match in corso non può essere eliminato.</numerusform>
            <numerusform>%n match in corso non possono essere eliminati.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Some records could not be moved to {0}: {1}</source>
        <translation>Alcune registrazioni non si sono potute spostare in {0}: {1}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0} could not be brought back: {1}</source>
        <translation>{0} non si è potuto ripristinare: {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) brought back.</source>
        <translation>
            <numerusform>%n match ripristinato.</numerusform>
            <numerusform>%n match ripristinati.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Export as .mat</source>
        <translation>Esporta come .mat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export as SGF</source>
        <translation>Esporta come SGF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GNU Backgammon match (*.mat)</source>
        <translation>Match di GNU Backgammon (*.mat)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GNU Backgammon SGF (*.sgf)</source>
        <translation>SGF di GNU Backgammon (*.sgf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The record cannot be read: {0}</source>
        <translation>La registrazione non può essere letta: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} could not be written: {1}</source>
        <translation>{0} non si è potuto scrivere: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to {0}.</source>
        <translation>Esportato in {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replace the file?</source>
        <translation>Sostituire il file?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is there already. Replace it with this match?</source>
        <translation>{0} esiste già. Sostituirlo con questo match?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace</source>
        <translation>Sostituisci</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not exported: {0} is left as it was.</source>
        <translation>Non esportato: {0} resta com&apos;era.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Import matches</source>
        <translation>Importa match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match files (*.mat *.sgf *.txt);;All files (*)</source>
        <translation>File di match (*.mat *.sgf *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} cannot be read: {1}</source>
        <translation>{0} non può essere letto: {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} holds no match that can be read: {1}</source>
        <translation>{0} non contiene alcun match leggibile: {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} could not be kept in the library.</source>
        <translation>{0} non si è potuto conservare nell&apos;archivio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}: imported, with problems: {1}</source>
        <translation>{0}: importato, con problemi: {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n match(es) imported.</source>
        <translation>
            <numerusform>%n match importato.</numerusform>
            <numerusform>%n match importati.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LicenceDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="-170"/>
        <source>Licence of {0}</source>
        <translation>Licenza di {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} cannot be read: {1}</source>
        <translation>{0} non può essere letto: {1}</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+87"/>
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
        <location filename="../fibsgui/ui/login.py" line="+69"/>
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
        <location line="+131"/>
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
        <location line="+14"/>
        <source>{0}: a custom server</source>
        <translation>{0}: un server personalizzato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: a custom server ({1}:{2})</source>
        <translation>{0}: un server personalizzato ({1}:{2})</translation>
    </message>
    <message>
        <location line="+52"/>
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
        <location line="+10"/>
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
        <location line="+117"/>
        <source>Cancelled: not connected.</source>
        <translation>Annullato: non connesso.</translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message>
        <location filename="../fibsgui/ui/online.py" line="+255"/>
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
        <location filename="../fibsgui/ui/mainwindow.py" line="+514"/>
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
        <location line="+2"/>
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
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Folders of logs and settings…</source>
        <translation>&amp;Cartelle di log e impostazioni…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About fibsgui</source>
        <translation>&amp;Informazioni su fibsgui</translation>
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
        <location line="+2"/>
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
        <location line="+2"/>
        <source>Library</source>
        <translation>Archivio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every match recorded: open, export, import, delete</source>
        <translation>Tutti i match registrati: apri, esporta, importa, elimina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rating history…</source>
        <translation>&amp;Storico del rating…</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location filename="../fibsgui/ui/servers.py" line="+218"/>
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
        <location line="+150"/>
        <source>Settings not saved: {0}</source>
        <translation>Impostazioni non salvate: {0}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Logging out of {0} to log in to {1}.</source>
        <translation>Uscita da {0} per accedere a {1}.</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <location line="+209"/>
        <source>Leave the match against {0}?</source>
        <translation>Lasciare il match contro {0}?</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>You are playing this match on the server: it can be analysed once it is over (fair play).</source>
        <translation>Stai giocando questo match sul server: potrà essere analizzato quando sarà finito (fair play).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You are playing a match on the server: practise from here once it is over.</source>
        <translation>Stai giocando un match sul server: allenati da qui quando sarà finito.</translation>
    </message>
    <message>
        <location line="+41"/>
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
        <source>Match records cannot be saved in {0} ({1}). Play goes on; the match is not kept in the match library.</source>
        <translation>Le registrazioni dei match non possono essere salvate in {0} ({1}). Il gioco continua; il match non viene conservato nell&apos;archivio dei match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating history cannot be saved in {0} ({1}). The server keeps your rating; the graph misses this point.</source>
        <translation>Il tuo storico del rating non può essere salvato in {0} ({1}). Il server conserva il tuo rating; al grafico manca questo punto.</translation>
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
        <location line="+31"/>
        <source>No match on the board is being recorded.</source>
        <translation>Nessun match sulla tavola viene registrato.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>You are playing a match against {0}. Quitting leaves it; the server saves it, and you can resume it later by inviting {0} again.</source>
        <translation>Stai giocando un match contro {0}. Uscendo lo lasci; il server lo salva e potrai riprenderlo più tardi invitando di nuovo {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are playing a match against {0}, and quitting leaves it.</source>
        <translation>Stai giocando un match contro {0}, e uscendo lo lasci.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The practice match, {0}, cannot be saved ({1}) and ends here.</source>
        <translation>Il match di allenamento, {0}, non può essere salvato ({1}) e finisce qui.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The practice match, {0}, is not kept and ends here.</source>
        <translation>Il match di allenamento, {0}, non viene conservato e finisce qui.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit fibsgui?</source>
        <translation>Uscire da fibsgui?</translation>
    </message>
    <message>
        <location line="-570"/>
        <location line="+104"/>
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
        <location line="-386"/>
        <source>Re&amp;sign</source>
        <translation>A&amp;bbandona</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Log ou&amp;t</source>
        <translation>Esci &amp;da FIBS</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match li&amp;brary…</source>
        <translation>Archivio dei &amp;match…</translation>
    </message>
    <message>
        <location line="+318"/>
        <location line="+46"/>
        <source>Offline: {0}</source>
        <translation>Offline: {0}</translation>
    </message>
    <message>
        <location line="+83"/>
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
        <location line="+19"/>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>It is your turn against {0}.</source>
        <translation>Tocca a te contro {0}.</translation>
    </message>
    <message>
        <location line="+24"/>
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
    <name>MatchHistory</name>
    <message>
        <location filename="../fibsgui/ui/history.py" line="+31"/>
        <source>Match &amp;history…</source>
        <translation>&amp;Storico dei match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player&apos;s matches on the server, and their replays</source>
        <translation>I match di un giocatore sul server e i loro replay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open match file…</source>
        <translation>Apri &amp;file di match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match in review: GNU Backgammon&apos;s .mat or SGF, a bgammon.org replay</source>
        <translation>Un match in revisione: .mat o SGF di GNU Backgammon, un replay di bgammon.org</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Asking the server for the replay…</source>
        <translation>Richiesta del replay al server…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The server takes you out of your match against {0} when you ask for a history or a replay. Leave the match and ask?</source>
        <translation>Il server ti fa uscire dal tuo match contro {0} quando chiedi uno storico o un replay. Lasciare il match e chiedere?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server takes you out of your match when you ask for a history or a replay. Leave the match and ask?</source>
        <translation>Il server ti fa uscire dal tuo match quando chiedi uno storico o un replay. Lasciare il match e chiedere?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the match?</source>
        <translation>Lasciare il match?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The server has no replay of that game.</source>
        <translation>Il server non ha il replay di quella partita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The replay is too large to show.</source>
        <translation>Il replay è troppo grande per essere mostrato.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open a match file</source>
        <translation>Apri un file di match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match files (*.mat *.sgf *.match *.jsonl *.txt);;GNU Backgammon&apos;s match text (*.mat *.txt);;GNU Backgammon&apos;s SGF (*.sgf);;bgammon.org replays (*.match);;fibsgui&apos;s records (*.jsonl);;All files (*)</source>
        <translation>File di match (*.mat *.sgf *.match *.jsonl *.txt);;Testo di match di GNU Backgammon (*.mat *.txt);;SGF di GNU Backgammon (*.sgf);;Replay di bgammon.org (*.match);;Registrazioni di fibsgui (*.jsonl);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>it is larger than any match</source>
        <translation>il file è più grande di qualsiasi match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no match could be read from it</source>
        <translation>non è stato possibile leggervi alcun match</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Open a replay</source>
        <translation>Apri un replay</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>it is larger than {0} MB, more than any replay</source>
        <translation>il file supera {0} MB, più di qualsiasi replay</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+20"/>
        <source>it is not a file</source>
        <translation>non è un file</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>{0} cannot be opened: {1}</source>
        <translation>{0} non può essere aperto: {1}</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>{0} holds no game of bgammon.org.</source>
        <translation>{0} non contiene nessuna partita di bgammon.org.</translation>
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
        <location filename="../fibsgui/models/offline.py" line="+160"/>
        <location line="+68"/>
        <location line="+184"/>
        <location line="+52"/>
        <location line="+112"/>
        <location line="+41"/>
        <location line="+53"/>
        <location filename="../fibsgui/models/review.py" line="+69"/>
        <source>You</source>
        <extracomment>Values kept with the match in its file, and brought back with it by resume() (the match record&apos;s id: the record goes on where the match goes on).</extracomment>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="-479"/>
        <source>{0} plays at {1} strength from now on</source>
        <translation>{0} gioca d&apos;ora in poi al livello «{1}»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>beginner</source>
        <translation>principiante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>occasionale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intermediate</source>
        <translation>intermedio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>advanced</source>
        <translation>avanzato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>esperto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>world class</source>
        <translation>mondiale</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>The engine failed: {0}</source>
        <translation>Il motore ha avuto un errore: {0}</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>practice plays matches of up to 25 points</source>
        <translation>l&apos;allenamento gioca match fino a 25 punti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is decided there</source>
        <translation>lì la partita è già decisa</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Money session resumed: you {0}, {1} {2}</source>
        <translation>Sessione a soldi ripresa: tu {0}, {1} {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match resumed: {0}-point match, you lead {1}–{2}</source>
        <translation>Match ripreso: match ai {0} punti, sei in vantaggio {1}–{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match resumed: {0}-point match, {3} leads {2}–{1}</source>
        <translation>Match ripreso: match ai {0} punti, {3} è in vantaggio {2}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match resumed: {0}-point match, {1}–{2}</source>
        <translation>Match ripreso: match ai {0} punti, {1}–{2}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The saved practice match {0} cannot be read ({1}). It is left as it is, and this match is not saved over it.</source>
        <translation>Il match di allenamento salvato {0} non può essere letto ({1}). Resta com&apos;è, e questo match non viene salvato sopra di esso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be set aside</source>
        <translation>non può essere messo da parte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved practice match {0} was written by a newer version of fibsgui. It is kept as {1}, and a new match begins.</source>
        <translation>Il match di allenamento salvato {0} è stato scritto da una versione più recente di fibsgui. È conservato come {1}, e inizia un nuovo match.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved practice match {0} cannot be used ({1}). It is kept as {2}, and a new match begins.</source>
        <translation>Il match di allenamento salvato {0} non può essere usato ({1}). È conservato come {2}, e inizia un nuovo match.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The practice match cannot be saved in {0} ({1}). Play goes on, but the match will not come back after fibsgui closes.</source>
        <translation>Il match di allenamento non può essere salvato in {0} ({1}). Il gioco continua, ma il match non tornerà dopo la chiusura di fibsgui.</translation>
    </message>
    <message>
        <location line="+85"/>
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
        <location line="+17"/>
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
    <message>
        <location line="+2"/>
        <source>You beaver: the cube is at {0}</source>
        <translation>Rispondi con un beaver: il cubo è a {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{1} beavers: the cube is at {0}</source>
        <translation>{1} risponde con un beaver: il cubo è a {0}</translation>
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
        <location line="+7"/>
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
        <location filename="../fibsgui/models/online.py" line="+48"/>
        <source>{0} refused the connection on port {1}: no server is running there now. Try again later, or check the server address.</source>
        <translation>{0} ha rifiutato la connessione sulla porta {1}: lì ora non è in funzione nessun server. Riprova più tardi, o controlla l&apos;indirizzo del server.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} did not answer on port {1}. Check your connection or try again later.</source>
        <translation>{0} non ha risposto sulla porta {1}. Controlla la connessione o riprova più tardi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} cannot be reached from this computer on port {1}. Check your network connection and the server address.</source>
        <translation>{0} non è raggiungibile da questo computer sulla porta {1}. Controlla la connessione di rete e l&apos;indirizzo del server.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} closed the connection on port {1} before the login was done. Try again later.</source>
        <translation>{0} ha chiuso la connessione sulla porta {1} prima che l&apos;accesso fosse concluso. Riprova più tardi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to {0} on port {1} broke before the login was done. Try again later.</source>
        <translation>La connessione a {0} sulla porta {1} si è interrotta prima che l&apos;accesso fosse concluso. Riprova più tardi.</translation>
    </message>
    <message>
        <location line="+26"/>
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
        <location line="+14"/>
        <source>Cannot connect to {0} on port {1}. Check your network connection and the server address.</source>
        <translation>Impossibile connettersi a {0} sulla porta {1}. Controlla la connessione di rete e l&apos;indirizzo del server.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The login to {0} did not work: {1}.</source>
        <translation>L&apos;accesso a {0} non è riuscito: {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The login to {0} did not work. Please try again.</source>
        <translation>L&apos;accesso a {0} non è riuscito. Riprova.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>The server refused the login as {0}: wrong name or password.</source>
        <translation>Il server ha rifiutato l&apos;accesso come {0}: nome o password errati.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>The server name {0} was not found. Check the server address and your network.</source>
        <translation>Il nome del server {0} non è stato trovato. Controlla l&apos;indirizzo del server e la rete.</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location line="+15"/>
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
        <location line="+72"/>
        <source>Not connected: {0} was not sent.</source>
        <translation>Non connesso: {0} non è stato inviato.</translation>
    </message>
</context>
<context>
    <name>OnlineGame</name>
    <message>
        <location line="+280"/>
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
        <location line="+4"/>
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
        <location filename="../fibsgui/ui/online.py" line="-96"/>
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
        <source>Review…</source>
        <translation>Rivedi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This match from its start in a window of its own, step by step, while it goes on here</source>
        <translation>Questo match dall&apos;inizio in una finestra a parte, passo dopo passo, mentre qui continua</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match log</source>
        <translation>Registro del match</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <location filename="../fibsgui/ui/practice.py" line="+244"/>
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
        <location line="+49"/>
        <source>New match</source>
        <translation>Nuovo match</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+15"/>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>The engine&apos;s advice: the best plays for your roll, or the cube action before you roll or when you are doubled (H)</source>
        <translation>Il consiglio del motore: le mosse migliori per il tuo tiro, o l&apos;azione di cubo prima di tirare o quando ti raddoppiano (H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jacoby rule</source>
        <translation>Regola di Jacoby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money play: gammons and backgammons count only once the cube has been turned. Applies from the next match.</source>
        <translation>Partita a soldi: gammon e backgammon contano solo dopo che il cubo è stato girato. Vale dal prossimo match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beavers</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money play: you may beaver the engine&apos;s double (take it and redouble at once, keeping the cube). The engine never beavers your doubles. Applies from the next match.</source>
        <translation>Partita a soldi: puoi rispondere al raddoppio del motore con un beaver (accettarlo e raddoppiare subito, tenendo il cubo). Il motore non risponde mai ai tuoi raddoppi con un beaver. Vale dal prossimo match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match length applies from the next match (New match)</source>
        <translation>La lunghezza del match vale dal prossimo match (Nuovo match)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s strength applies at once, in this match too</source>
        <translation>La forza dell&apos;avversario vale subito, anche in questo match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a row to see it on the board; Enter or a double click makes it</source>
        <translation>Seleziona una riga per vederla sulla tavola; Invio o un doppio clic gioca la mossa</translation>
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
        <location line="+1"/>
        <source>Practise from gnubg &amp;IDs…</source>
        <translation>Allenati da &amp;ID gnubg…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Start a new match? You give up {0}, and it cannot be resumed.</source>
        <translation>Iniziare un nuovo match? Abbandoni {0}, e non si potrà riprendere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new match</source>
        <translation>Inizia un nuovo match</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Practice plays matches of up to {0} points.</source>
        <translation>L&apos;allenamento gioca match fino a {0} punti.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This position cannot be practised: {0}</source>
        <translation>Non ci si può allenare su questa posizione: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Practise from this position? You give up {0}, and it cannot be resumed.</source>
        <translation>Allenarti da questa posizione? Abbandoni {0}, e non si potrà riprendere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Practise from here</source>
        <translation>Allenati da qui</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Opponent: GNU Backgammon ({0})</source>
        <translation>Avversario: GNU Backgammon ({0})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent: the built-in bot ({0}); GNU Backgammon is not available</source>
        <translation>Avversario: il bot integrato ({0}); GNU Backgammon non è disponibile</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Thinking…</source>
        <translation>Sto pensando…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Not estimated by this engine</source>
        <translation>Non stimato da questo motore</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best plays for {0}-{1}</source>
        <translation>Mosse migliori per {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>({0} does not estimate the chances marked —)</source>
        <translation>({0} non stima le probabilità segnate con —)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Proper cube action: {0}</source>
        <translation>Azione di cubo corretta: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proper cube action: {0} ({1}-ply)</source>
        <translation>Azione di cubo corretta: {0} ({1}-ply)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No hint: {0}</source>
        <translation>Nessun suggerimento: {0}</translation>
    </message>
</context>
<context>
    <name>RatingGraph</name>
    <message>
        <location filename="../fibsgui/ui/library.py" line="+94"/>
        <source>No rating recorded yet for this account: a point is added at each login and after each match.</source>
        <translation>Nessun rating ancora registrato per questo account: si aggiunge un punto a ogni accesso e dopo ogni match.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Rating {0:.2f}</source>
        <translation>Rating {0:.2f}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>experience {0}</source>
        <translation>esperienza {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>won against {0}</source>
        <translation>vinto contro {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost against {0}</source>
        <translation>perso contro {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>change {0}</source>
        <translation>variazione {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>login</source>
        <translation>accesso</translation>
    </message>
</context>
<context>
    <name>RatingWindow</name>
    <message>
        <location line="+43"/>
        <source>Rating history</source>
        <translation>Storico del rating</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Account:</source>
        <translation>&amp;Account:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No account has a rating history yet.</source>
        <translation>Nessun account ha ancora uno storico del rating.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Now {0:.2f} ({1} since {2}); %n match(es) recorded, {3} won.</source>
        <translation>
            <numerusform>Ora {0:.2f} ({1} dal {2}); %n match registrato, vittorie: {3}.</numerusform>
            <numerusform>Ora {0:.2f} ({1} dal {2}); %n match registrati, vittorie: {3}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../fibsgui/ui/replay.py" line="+140"/>
        <source>Lines of this replay that could not be read or played: {0}</source>
        <extracomment>The longest a file name may be before it is shortened in a message. a file name was chosen with &quot;Open match file…&quot;: the owner opens it why the games are shown from their replay rather than as a match record (&quot;&quot; when they are)</extracomment>
        <translation>Righe di questo replay che non è stato possibile leggere o giocare: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>…and {0} more</source>
        <translation>…e altre {0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save as .match…</source>
        <translation>Salva come .match…</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game without its players&apos; names</source>
        <translation>Una partita senza i nomi dei giocatori</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>acey-deucey</source>
        <translation>acey-deucey</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tabula</source>
        <translation>tabula</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>backgammon</source>
        <translation>backgammon</translation>
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
        <location line="+0"/>
        <source>unlimited match</source>
        <translation>match illimitato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: {0} against {1}</source>
        <translation>Replay: {0} contro {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}, {4}</source>
        <translation>{0} contro {1}: {2}, {3}, {4}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open match file…</source>
        <translation>Apri file di match…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Save the replay</source>
        <translation>Salva il replay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org replays (*.match)</source>
        <translation>Replay di bgammon.org (*.match)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not saved: {0} is kept as it was.</source>
        <translation>Non salvato: {0} resta com&apos;era.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not saved: {0}</source>
        <translation>Non salvato: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not save {0}: {1}</source>
        <translation>Impossibile salvare {0}: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved as {0}</source>
        <translation>Salvato come {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replace the file?</source>
        <translation>Sostituire il file?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists. Replace it with this replay?</source>
        <translation>{0} esiste già. Sostituirlo con questo replay?</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/review.py" line="-29"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+17"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+237"/>
        <source>Game {0}: {1} {2} – {3} {4}</source>
        <translation>Partita {0}: {1} {2} – {3} {4}</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>Crawford game</source>
        <translation>partita Crawford</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>You {0}: cannot move</source>
        <translation>Tu {0}: non puoi muovere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You {0}: {1}</source>
        <translation>Tu {0}: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+222"/>
        <source>{0} {1}: cannot move</source>
        <translation>{0} {1}: non può muovere</translation>
    </message>
    <message>
        <location line="-221"/>
        <location line="+222"/>
        <source>{0} {1}: {2}</source>
        <translation>{0} {1}: {2}</translation>
    </message>
    <message>
        <location line="-212"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} plays {1}</source>
        <translation>{0} gioca {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot move</source>
        <translation>{0} non può muovere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} raddoppia a {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} takes</source>
        <translation>{0} accetta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} beavers: the cube at {1}</source>
        <translation>{0} risponde con un beaver: il cubo è a {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} drops</source>
        <translation>{0} rifiuta il raddoppio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} offers to resign {1}</source>
        <translation>{0} propone di abbandonare {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} accetta l&apos;abbandono</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} rifiuta l&apos;abbandono</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>The game was left unfinished</source>
        <translation>La partita è rimasta incompiuta</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>{0} wins {1}</source>
        <translation>{0} vince {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You {0}</source>
        <translation>Tu {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play {0}</source>
        <translation>Giochi {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot move</source>
        <translation>Non puoi muovere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Raddoppi a {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take</source>
        <translation>Accetti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You beaver: the cube at {0}</source>
        <translation>Rispondi con un beaver: il cubo è a {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You drop</source>
        <translation>Rifiuti il raddoppio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You offer to resign {0}</source>
        <translation>Proponi di abbandonare {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Accetti l&apos;abbandono</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You reject the resignation</source>
        <translation>Rifiuti l&apos;abbandono</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0}</source>
        <translation>Vinci {0}</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>a backgammon</source>
        <translation>un backgammon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a gammon</source>
        <translation>un gammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single game</source>
        <translation>una partita semplice</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game&apos;s board cannot be drawn: its actions are listed beside it.</source>
        <translation>La tavola di questa partita non può essere disegnata: le sue azioni sono elencate a fianco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From here the moves could not be played on the board: they are listed beside it.</source>
        <translation>Da qui le mosse non si sono potute giocare sulla tavola: sono elencate a fianco.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Player {0}</source>
        <translation>Giocatore {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game {0}</source>
        <translation>Partita {0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} doubles to {1}: taken</source>
        <translation>{0} raddoppia a {1}: accettato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}: dropped</source>
        <translation>{0} raddoppia a {1}: rifiutato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} ends the game (resigns or leaves)</source>
        <translation>{0} termina la partita (abbandona o se ne va)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../fibsgui/ui/review.py" line="+272"/>
        <source>Parts of this match that could not be read or played: {0}</source>
        <extracomment>&quot;Practise from here&quot;: the frame (a :class:`fibsgui.records.Frame`) and the side the player takes asked whether a record may be analysed: &quot;&quot; if so, else why not in words (fair play: never the match the user is playing on a server)</extracomment>
        <translation>Parti di questo match che non è stato possibile leggere o giocare: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>…and {0} more</source>
        <translation>…e altre {0}</translation>
    </message>
    <message>
        <location line="+198"/>
        <source>The analysis kept in {0} cannot be read ({1}); analysing again keeps that file aside.</source>
        <translation>L&apos;analisi conservata in {0} non può essere letta ({1}); analizzando di nuovo, quel file viene messo da parte.</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+1"/>
        <location line="+411"/>
        <location line="+52"/>
        <source>Player {0}</source>
        <translation>Giocatore {0}</translation>
    </message>
    <message>
        <location line="-460"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>No analysis of this action.</source>
        <translation>Nessuna analisi di questa azione.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>doubtful (?!)</source>
        <translation>dubbia (?!)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an error (?)</source>
        <translation>un errore (?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a blunder (??)</source>
        <translation>un errore grave (??)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no move</source>
        <translation>nessuna mossa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} {1}-{2}: {3}, the only play</source>
        <translation>{0} {1}-{2}: {3}, l&apos;unica mossa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} {1}-{2}: {3}, the best play of {4}</source>
        <translation>{0} {1}-{2}: {3}, la mossa migliore su {4}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} {1}-{2}: {3}, ranked {4} of {5}, loses {6:.3f}</source>
        <translation>{0} {1}-{2}: {3}, posizione {4} su {5}, perde {6:.3f}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You do not double</source>
        <translation>Non raddoppi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You double</source>
        <translation>Raddoppi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take</source>
        <translation>Accetti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You beaver</source>
        <translation>Rispondi con un beaver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drop</source>
        <translation>Rifiuti il raddoppio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} does not double</source>
        <translation>{0} non raddoppia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} doubles</source>
        <translation>{0} raddoppia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes</source>
        <translation>{0} accetta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} beavers</source>
        <translation>{0} risponde con un beaver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops</source>
        <translation>{0} rifiuta il raddoppio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loses {0:.3f}</source>
        <translation>perde {0:.3f}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>very lucky</source>
        <translation>molto fortunato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lucky</source>
        <translation>fortunato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlucky</source>
        <translation>sfortunato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>very unlucky</source>
        <translation>molto sfortunato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Luck of your roll: {0} ({1})</source>
        <translation>Fortuna del tuo tiro: {0} ({1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck of your roll: {0}</source>
        <translation>Fortuna del tuo tiro: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Luck of {0}&apos;s roll: {1} ({2})</source>
        <translation>Fortuna del tiro di {0}: {1} ({2})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck of {0}&apos;s roll: {1}</source>
        <translation>Fortuna del tiro di {0}: {1}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The play made: its chances are not kept</source>
        <translation>La mossa giocata: le sue probabilità non sono conservate</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Proper cube action: {0}</source>
        <translation>Azione di cubo corretta: {0}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Only a match of backgammon kept as a record can be analysed.</source>
        <translation>Si può analizzare solo un match di backgammon conservato come registrazione.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GNU Backgammon&apos;s engine is not installed: the analysis needs it.</source>
        <translation>Il motore di GNU Backgammon non è installato: l&apos;analisi ne ha bisogno.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Analyse every game of the match with GNU Backgammon&apos;s engine</source>
        <translation>Analizza ogni partita del match con il motore di GNU Backgammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse the game shown with GNU Backgammon&apos;s engine</source>
        <translation>Analizza la partita mostrata con il motore di GNU Backgammon</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The analysis cannot be kept in {0} ({1}): it is shown until this window closes.</source>
        <translation>L&apos;analisi non può essere conservata in {0} ({1}): resta visibile finché questa finestra è aperta.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Stopping the analysis…</source>
        <translation>Arresto dell&apos;analisi…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysing game {0} at {1}-ply…</source>
        <translation>Analisi della partita {0} a {1}-ply…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysing the match at {0}-ply…</source>
        <translation>Analisi del match a {0}-ply…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The analysis failed: {0}</source>
        <translation>L&apos;analisi non è riuscita: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not analysed yet.</source>
        <translation>Non ancora analizzato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analysed at {0}-ply (cube decisions at {1}-ply).</source>
        <translation>Analizzato a {0}-ply (decisioni di cubo a {1}-ply).</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>stopped before the end of %n game(s): {0}</source>
        <translation>
            <numerusform>interrotta prima della fine di %n partita: {0}</numerusform>
            <numerusform>interrotta prima della fine di %n partite: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>moves were added since in %n game(s): {0}</source>
        <translation>
            <numerusform>da allora sono state aggiunte mosse in %n partita: {0}</numerusform>
            <numerusform>da allora sono state aggiunte mosse in %n partite: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) not analysed: {0}</source>
        <translation>
            <numerusform>%n partita non analizzata: {0}</numerusform>
            <numerusform>%n partite non analizzate: {0}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial analysis: {0}. Analyse again to complete it.</source>
        <translation>Analisi parziale: {0}. Analizza di nuovo per completarla.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Analyse match</source>
        <translation>Analizza il match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse this game</source>
        <translation>Analizza questa partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look-ahead:</source>
        <translation>Profondità:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0-ply (fast)</source>
        <translation>0-ply (veloce)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1-ply</source>
        <translation>1-ply</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2-ply (slow)</source>
        <translation>2-ply (lento)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How far GNU Backgammon looks ahead for each play: deeper is stronger and slower (cube decisions at least 1-ply)</source>
        <translation>Quanto avanti guarda GNU Backgammon per ogni mossa: più in profondità è più forte e più lento (decisioni di cubo almeno a 1-ply)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the analysis: what is done is kept</source>
        <translation>Ferma l&apos;analisi: ciò che è fatto viene conservato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your chance to win the game (above 50 %: you are ahead). Dots: ?! doubtful, ? error, ?? blunder; triangles: luck. Click to go there.</source>
        <translation>La tua probabilità di vincere la partita (oltre il 50&#xa0;%: sei avanti). Punti: ?!&#xa0;dubbia, ?&#xa0;errore, ??&#xa0;errore grave; triangoli: fortuna. Clicca per andarci.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}&apos;s chance to win the game (above 50 %: {0} ahead). Dots: ?! doubtful, ? error, ?? blunder; triangles: luck. Click to go there.</source>
        <translation>Probabilità di vincere di {0} (oltre il 50&#xa0;%: {0} avanti). Punti: ?!&#xa0;dubbia, ?&#xa0;errore, ??&#xa0;errore grave; triangoli: fortuna. Clicca per andarci.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a moment to show it</source>
        <translation>Clicca su un momento per mostrarlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marks: ?! doubtful · ? error · ?? blunder · + lucky · ++ very lucky · − unlucky · −− very unlucky</source>
        <translation>Segni: ?!&#xa0;dubbia · ?&#xa0;errore · ??&#xa0;errore&#xa0;grave · +&#xa0;fortunato · ++&#xa0;molto&#xa0;fortunato · −&#xa0;sfortunato · −−&#xa0;molto&#xa0;sfortunato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a play to see it on the board</source>
        <translation>Seleziona una mossa per vederla sulla tavola</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} {1} – {2} {3}</source>
        <translation>{0} {1} – {2} {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} (match to {1})</source>
        <translation>{0} (match ai {1})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Crawford game (no cube)</source>
        <translation>la partita Crawford (niente cubo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>centred</source>
        <translation>al centro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cube {0} ({1})</source>
        <translation>cubo {0} ({1})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dice {0}</source>
        <translation>dadi {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pips {0}–{1}</source>
        <translation>pip {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the game</source>
        <translation>Vinci la partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the game</source>
        <translation>{0} vince la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moment {0} of {1}</source>
        <translation>momento {0} di {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The start of the match (Home)</source>
        <translation>L&apos;inizio del match (Inizio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the game, or of the game before (Up)</source>
        <translation>L&apos;inizio della partita, o della partita precedente (Su)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The action before (Left)</source>
        <translation>L&apos;azione precedente (Sinistra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next action (Right)</source>
        <translation>L&apos;azione successiva (Destra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next game (Down)</source>
        <translation>La partita successiva (Giù)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end (End)</source>
        <translation>La fine (Fine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to live</source>
        <translation>Torna alla diretta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match goes on: show its latest moment</source>
        <translation>Il match continua: mostra il suo ultimo momento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise from here</source>
        <translation>Allenati da qui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An offline game against the engine from this position, score and cube</source>
        <translation>Una partita offline contro il motore da questa posizione, punteggio e cubo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review</source>
        <translation>Revisione</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point match</source>
        <translation>
            <numerusform>match a %n punto</numerusform>
            <numerusform>match ai %n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>money play</source>
        <translation>partita a soldi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offline practice</source>
        <translation>allenamento offline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}</source>
        <translation>{0} contro {1}: {2}, {3}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>live</source>
        <translation>in diretta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review: {0} against {1}</source>
        <translation>Revisione: {0} contro {1}</translation>
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
    <name>ServerLink</name>
    <message>
        <location filename="../fibsgui/models/server.py" line="+231"/>
        <source>This server has no setting {0}.</source>
        <extracomment>Invitation lengths that are not a number of points (see :meth:`ServerLink.player_action`). What a server may offer; :attr:`ServerLink.features` names those it has. What this server offers (names from :data:`FEATURES`); the window offers nothing else.</extracomment>
        <translation>Questo server non ha l&apos;impostazione {0}.</translation>
    </message>
</context>
<context>
    <name>ServerSwitch</name>
    <message>
        <location filename="../fibsgui/ui/servers.py" line="-6"/>
        <source>{0} has no player list: find opponents in the lobby.</source>
        <extracomment>A server&apos;s client, link and controller were made (a Server): the match records follow it.</extracomment>
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
    <message>
        <location line="+3"/>
        <source>Following</source>
        <translation>Giocatori seguiti</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../fibsgui/ui/settings.py" line="+55"/>
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
        <location line="+54"/>
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
        <source>Ask before resigning, giving up a match for a new one, or quitting during a match</source>
        <translation>Chiedi prima di abbandonare, di lasciare un match per uno nuovo o di uscire durante un match</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Moving checkers:</source>
        <translation>Movimento delle pedine:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once (no animation)</source>
        <translation>Immediato (senza animazione)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+354"/>
        <source>Log in to see and change the server&apos;s settings.</source>
        <translation>Accedi per vedere e cambiare le impostazioni del server.</translation>
    </message>
    <message>
        <location line="-350"/>
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
        <location line="+267"/>
        <source>The server kept its value of {0}: {1}</source>
        <translation>Il server ha mantenuto il suo valore di {0}: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+93"/>
        <source>The server kept its value of {0}.</source>
        <translation>Il server ha mantenuto il suo valore di {0}.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The server has sent no settings: a guest has none, an account&apos;s come with the login.</source>
        <translation>Il server non ha inviato impostazioni: un ospite non ne ha, quelle di un account arrivano con l&apos;accesso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server keeps these settings with your account. Those shown greyed are changed elsewhere.</source>
        <translation>Il server conserva queste impostazioni con il tuo account. Quelle mostrate in grigio si cambiano altrove.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="-219"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the board</source>
        <translation>Sulla tavola</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../fibsgui/ui/welcome.py" line="+88"/>
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
        <location filename="../fibsgui/ui/whois.py" line="+32"/>
        <source>About {0}</source>
        <translation>Informazioni su {0}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../fibsgui/app.py" line="+125"/>
        <source>fibsgui cannot start</source>
        <translation>fibsgui non può partire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fibsgui cannot start: {0}</source>
        <translation>fibsgui non può partire: {0}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>fibsgui is already running</source>
        <translation>fibsgui è già in esecuzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui is already running with the data folder {0} (process {1}), and its window could not be brought forward: {2}.</source>
        <translation>fibsgui è già in esecuzione con la cartella dei dati {0} (processo {1}), e la sua finestra non è stata portata in primo piano: {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fibsgui is already running with the data folder {0}, and its window could not be brought forward: {1}.</source>
        <translation>fibsgui è già in esecuzione con la cartella dei dati {0}, e la sua finestra non è stata portata in primo piano: {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one copy of fibsgui can use a data folder at a time, so that both do not play and record the same match. Switch to the window of the copy that runs, or close it and start fibsgui again.</source>
        <translation>Una sola copia di fibsgui può usare una cartella dei dati alla volta, perché due copie non giochino e registrino lo stesso match. Passa alla finestra della copia in esecuzione, oppure chiudila e avvia di nuovo fibsgui.</translation>
    </message>
    <message>
        <location line="+115"/>
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
<context>
    <name>instance</name>
    <message>
        <location filename="../fibsgui/instance.py" line="+166"/>
        <location line="+2"/>
        <source>it did not answer</source>
        <translation>non ha risposto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it does not listen for other starts</source>
        <translation>non accetta richieste da altri avvii</translation>
    </message>
</context>
</TS>
