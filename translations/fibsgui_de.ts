<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>BgammonClient</name>
    <message>
        <location filename="../fibsgui/models/bgammon.py" line="+136"/>
        <location line="+62"/>
        <source>The login did not work: {0}</source>
        <extracomment>How often the lobby is asked for while logged in and not in a match (milliseconds).</extracomment>
        <translation>Die Anmeldung hat nicht geklappt: {0}</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>The name {0} is already taken. Please choose another one.</source>
        <translation>Der Name {0} ist schon vergeben. Bitte wähle einen anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please give a password.</source>
        <translation>Bitte gib ein Passwort ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>The server did not create the account: {0}</source>
        <translation>Der Server hat das Konto nicht angelegt: {0}</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;, and not only digits: {0} cannot be used.</source>
        <translation>Ein bgammon.org-Name besteht nur aus Buchstaben, Ziffern und „_“ und nicht nur aus Ziffern: {0} kann nicht verwendet werden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}:{1} accepted the connection but did not answer: it may not be a bgammon.org server, or it may be overloaded.</source>
        <translation>{0}:{1} hat die Verbindung angenommen, aber nicht geantwortet: Vielleicht ist es kein bgammon.org-Server, oder er ist überlastet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}:{1} accepted the connection but did not answer the login like a bgammon.org server.</source>
        <translation>{0}:{1} hat die Verbindung angenommen, aber nicht wie ein bgammon.org-Server auf die Anmeldung geantwortet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot connect to {0}:{1}. Check the server address and your network.
({2})</source>
        <translation>Keine Verbindung zu {0}:{1}. Prüfe die Serveradresse und dein Netzwerk.
({2})</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+5"/>
        <source>Not connected: {0} was not sent.</source>
        <translation>Nicht verbunden: {0} wurde nicht gesendet.</translation>
    </message>
</context>
<context>
    <name>BgammonGameController</name>
    <message>
        <location line="+308"/>
        <source>The move was refused.</source>
        <translation>Der Zug wurde abgelehnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server refused the command ({0}).</source>
        <translation>Der Server hat den Befehl abgelehnt ({0}).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} joins the match</source>
        <translation>{0} tritt dem Match bei</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} left the match</source>
        <translation>{0} hat das Match verlassen</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You win the match {0}-{1}</source>
        <translation>Du gewinnst das Match {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the match {1}-{2}</source>
        <translation>{0} gewinnt das Match {1}-{2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new game starts</source>
        <translation>Ein neues Spiel beginnt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You double to {0}</source>
        <translation>Du doppelst auf {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} doppelt auf {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You take; the cube shows {0}</source>
        <translation>Du nimmst an; der Doppler zeigt {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} takes; the cube shows {1}</source>
        <translation>{0} nimmt an; der Doppler zeigt {1}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You roll {0} for the opening</source>
        <translation>Du würfelst {0} zur Eröffnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1} for the opening</source>
        <translation>{0} würfelt {1} zur Eröffnung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You roll {0}-{1}</source>
        <translation>Du würfelst {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1}-{2}</source>
        <translation>{0} würfelt {1}-{2}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} takes back the moves</source>
        <translation>{0} nimmt die Züge zurück</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} moves {1}</source>
        <translation>{0} zieht {1}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You drop</source>
        <translation>Du passt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You resign</source>
        <translation>Du gibst auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} drops</source>
        <translation>{0} passt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns</source>
        <translation>{0} gibt auf</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>Du gewinnst das Spiel: %n Punkt</numerusform>
            <numerusform>Du gewinnst das Spiel: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} gewinnt das Spiel: %n Punkt</numerusform>
            <numerusform>{0} gewinnt das Spiel: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The server refused: {0}</source>
        <translation>Der Server hat abgelehnt: {0}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This variant (acey-deucey or tabula) is not drawn on the board yet: it is played with the server console, and its moves are in the match log.</source>
        <translation>Diese Variante (Acey-Deucey oder Tabula) wird noch nicht auf dem Brett gezeichnet: Sie wird über die Serverkonsole gespielt, und ihre Züge stehen im Matchprotokoll.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The server sent a position the board cannot show; the moves are in the match log.</source>
        <translation>Der Server hat eine Stellung geschickt, die das Brett nicht zeigen kann; die Züge stehen im Matchprotokoll.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The connection was lost: reconnecting, the match goes on when it is back</source>
        <translation>Die Verbindung ist abgebrochen: sie wird wiederhergestellt, das Match geht dann weiter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watching {0} against {1}</source>
        <translation>Zuschauen: {0} gegen {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for an opponent to join the match</source>
        <translation>Warten auf einen Gegner, der dem Match beitritt</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>You cannot move</source>
        <translation>Du kannst nicht ziehen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You move {0}</source>
        <translation>Du ziehst {0}</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>bgammon.org has no resignation offers to answer.</source>
        <translation>Bei bgammon.org gibt es keine Aufgabeangebote zu beantworten.</translation>
    </message>
</context>
<context>
    <name>BgammonLink</name>
    <message>
        <location line="-573"/>
        <source>A line from the server could not be read: {0}</source>
        <translation>Eine Zeile vom Server konnte nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move was refused.</source>
        <translation>Der Zug wurde abgelehnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server refused the command ({0}).</source>
        <translation>Der Server hat den Befehl abgelehnt ({0}).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>bgammon.org has no {0}.</source>
        <translation>Das gibt es bei bgammon.org nicht: {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bgammon.org has only chat within a match (say), no {0}.</source>
        <translation>bgammon.org hat nur Chat innerhalb eines Matches (say), kein {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>bgammon.org has no invitations: create a match in the lobby, or join one.</source>
        <translation>bgammon.org kennt keine Einladungen: Erstelle ein Match in der Lobby oder spiele bei einem mit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot show another match&apos;s board without joining it.</source>
        <translation>bgammon.org kann das Brett eines anderen Matches nicht zeigen, ohne dass du ihm beitrittst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org has no player details; see a player&apos;s history instead.</source>
        <translation>bgammon.org hat keine Spielerdetails; sieh dir stattdessen den Verlauf des Spielers an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot silence a player.</source>
        <translation>bgammon.org kann keinen Spieler stummschalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot hide a player.</source>
        <translation>bgammon.org kann keinen Spieler ausblenden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot wait for a player; follow them to hear when they come.</source>
        <translation>bgammon.org kann nicht auf einen Spieler warten; folge ihm, um zu erfahren, wann er kommt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bgammon.org has no such action: {0}.</source>
        <translation>bgammon.org kennt diese Aktion nicht: {0}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bgammon.org keeps no saved matches: an unfinished match waits only while its players come back.</source>
        <translation>bgammon.org speichert keine Matches: Ein nicht beendetes Match wartet nur auf die Rückkehr seiner Spieler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bgammon.org has no invitations: join {0}&apos;s match from the lobby.</source>
        <translation>bgammon.org kennt keine Einladungen: Spiele in der Lobby beim Match von {0} mit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no invitations to withdraw.</source>
        <translation>Bei bgammon.org gibt es keine Einladungen zum Zurückziehen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bgammon.org has no ready status: create a match in the lobby to play.</source>
        <translation>bgammon.org kennt keinen Status „spielbereit“: Erstelle ein Match in der Lobby, um zu spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no away status.</source>
        <translation>bgammon.org kennt keinen Status „abwesend“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no server toggles such as {0}.</source>
        <translation>bgammon.org hat keine Serverschalter wie {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no server variables such as {0}.</source>
        <translation>bgammon.org hat keine Servervariablen wie {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org keeps its settings by itself: there is nothing to save.</source>
        <translation>bgammon.org verwaltet seine Einstellungen selbst: Es gibt nichts zu speichern.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../fibsgui/ui/board/scene.py" line="+541"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Score {0}/{1}</source>
        <translation>Stand {0}/{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score {0}</source>
        <translation>Stand {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pips {0}</source>
        <translation>Pips {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}-point match</source>
        <translation>{0}-Punkte-Match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crawford game</source>
        <translation>Crawford-Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>post-Crawford</source>
        <translation>nach Crawford</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Money game</source>
        <translation>Geldspiel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} pt</source>
        <translation>{0} P.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double</source>
        <translation>Doppeln</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You win the match {0}–{1}</source>
        <translation>Du gewinnst das Match {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the match {1}–{2}</source>
        <translation>{0} gewinnt das Match {1}–{2}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <location line="+22"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="-20"/>
        <source>You win {0}</source>
        <translation>Du gewinnst {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins {1}</source>
        <translation>{0} gewinnt {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next game</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You double to {0}</source>
        <translation>Du doppelst auf {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} doppelt auf {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a gammon</source>
        <translation>einen Gammon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a backgammon</source>
        <translation>einen Backgammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single game</source>
        <translation>ein einfaches Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You offer to resign {0} ({1})</source>
        <translation>Du bietest an, {0} aufzugeben ({1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns {1} ({2})</source>
        <translation>{0} gibt {1} auf ({2})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../fibsgui/ui/board/view.py" line="+157"/>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Roll the dice (R)</source>
        <translation>Würfeln (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Double</source>
        <translation>&amp;Doppeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offer the cube (D)</source>
        <translation>Den Doppler anbieten (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take the cube (T)</source>
        <translation>Den Doppler annehmen (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dro&amp;p</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drop: give up the game at the current cube (P)</source>
        <translation>Passen: das Spiel zum jetzigen Wert des Dopplers verloren geben (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back the last checker step (Backspace)</source>
        <translation>Den letzten Steinzug zurücknehmen (Rücktaste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Send the play (Enter)</source>
        <translation>Den Zug abschicken (Eingabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll or confirm</source>
        <translation>Würfeln oder bestätigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accept resignation</source>
        <translation>Aufgabe &amp;annehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;ject resignation</source>
        <translation>Aufgabe a&amp;blehnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a single game</source>
        <translation>Einfaches Spiel aufgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a gammon</source>
        <translation>Gammon aufgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a backgammon</source>
        <translation>Backgammon aufgeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../fibsgui/ui/chat.py" line="+170"/>
        <source>Shout</source>
        <translation>Rufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>— earlier lines above —</source>
        <translation>— frühere Zeilen stehen darüber —</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>shout</source>
        <translation>rufen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>say</source>
        <translation>sagen</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+2"/>
        <source>kibitz</source>
        <translation>kiebitzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>whisper</source>
        <translation>flüstern</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tell</source>
        <translation>privat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game chat opens when you play or watch a match.</source>
        <translation>Der Spiel-Chat öffnet sich, wenn du ein Match spielst oder zuschaust.</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location line="-210"/>
        <source>kibitz</source>
        <translation>kiebitzt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>whisper</source>
        <translation>flüstert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>message</source>
        <translation>Nachricht</translation>
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
        <translation>Match erstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
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
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: a title others see in the lobby</source>
        <translation>Optional: ein Titel, den andere in der Lobby sehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private: only players with the password can join</source>
        <translation>Privat: Nur Spieler mit dem Passwort können mitspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Passwort:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A match name cannot contain control characters.</source>
        <translation>Ein Matchname darf keine Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter a password for the private match.</source>
        <translation>Gib ein Passwort für das private Match ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Ein Passwort darf keine Steuerzeichen enthalten.</translation>
    </message>
</context>
<context>
    <name>FibsLink</name>
    <message>
        <location filename="../fibsgui/models/fibs.py" line="+196"/>
        <source>Message delivered to {0}.</source>
        <translation>Nachricht an {0} zugestellt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is not logged in: the message is saved for them.</source>
        <translation>{0} ist nicht angemeldet: Die Nachricht wird aufbewahrt.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>FIBS has no lobby: invite a player from the player list, or watch a game.</source>
        <translation>FIBS hat keine Lobby: Lade einen Spieler aus der Spielerliste ein oder schau einem Spiel zu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>FIBS has no rematch: invite your opponent again.</source>
        <translation>FIBS kennt keine Revanche: Lade deinen Gegner erneut ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FIBS has no follow list: with its notify setting on, it tells you who logs in and out.</source>
        <translation>FIBS hat keine Liste zum Folgen: Mit seiner Einstellung „notify“ meldet es, wer sich an- und abmeldet.</translation>
    </message>
</context>
<context>
    <name>GamesPanel</name>
    <message>
        <location filename="../fibsgui/ui/games.py" line="+42"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
</context>
<context>
    <name>GamesTableModel</name>
    <message>
        <location filename="../fibsgui/models/games.py" line="+232"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <location filename="../fibsgui/ui/players.py" line="+67"/>
        <source>Invite {0}</source>
        <translation>{0} einladen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match to</source>
        <translation>Match bis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unlimited match</source>
        <translation>Unbegrenztes Match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the saved match</source>
        <translation>Gespeichertes Match fortsetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Invitation:</source>
        <translation>Einladung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite {0} to a match.</source>
        <translation>{0} zu einem Match einladen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite</source>
        <translation>Einladen</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source> point(s)</source>
        <translation>
            <numerusform> Punkt</numerusform>
            <numerusform> Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+59"/>
        <source>Join a match</source>
        <translation>Bei einem Match mitspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match ID or player:</source>
        <translation>Match-ID oder Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Passwort:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only for a private match</source>
        <translation>Nur für ein privates Match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Mitspielen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter a match ID or a player&apos;s name.</source>
        <translation>Gib eine Match-ID oder den Namen eines Spielers ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match ID is a number; a name has only letters, digits and &apos;_&apos;.</source>
        <translation>Eine Match-ID ist eine Zahl; ein Name besteht nur aus Buchstaben, Ziffern und „_“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match ID is a number from 1.</source>
        <translation>Eine Match-ID ist eine Zahl ab 1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Ein Passwort darf keine Steuerzeichen enthalten.</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <location line="+87"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the server for the list of matches again</source>
        <translation>Die Liste der Matches erneut vom Server anfordern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create match…</source>
        <translation>Match erstellen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Mitspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join by ID or player…</source>
        <translation>Per ID oder Spieler mitspielen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match is waiting: create one, and others can join it.</source>
        <translation>Kein Match wartet: Erstelle eines, dann können andere mitspielen.</translation>
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
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Spieler</translation>
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
        <translation>Privat: Zum Mitspielen ist ein Passwort nötig</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Private</source>
        <translation>Privat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Public</source>
        <translation>Öffentlich</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for a player</source>
        <translation>Wartet auf einen Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Full: you can watch it</source>
        <translation>Voll: Du kannst zuschauen</translation>
    </message>
</context>
<context>
    <name>LoginDialog</name>
    <message>
        <location filename="../fibsgui/ui/login.py" line="+67"/>
        <source>Enter a server, for example fibs.com:4321.</source>
        <extracomment>The servers to choose from: (kind, name shown, default host, default port).</extracomment>
        <translation>Gib einen Server ein, zum Beispiel fibs.com:4321.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{0}&apos; is not a server name.</source>
        <translation>„{0}“ ist kein Servername.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port in &apos;{0}&apos; must be a number from 1 to 65535.</source>
        <translation>Der Port in „{0}“ muss eine Zahl von 1 bis 65535 sein.</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Repeat password:</source>
        <translation>Passwort wiederholen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-mail address:</source>
        <translation>E-Mail-Adresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remember the password</source>
        <translation>Passwort merken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No password keyring is available on this system, so the password is asked for each time and never stored.</source>
        <translation>Auf diesem System gibt es keinen Passwortspeicher; das Passwort wird deshalb jedes Mal abgefragt und nie gespeichert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a new account</source>
        <translation>Neues Konto anlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Passwort:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Create account</source>
        <translation>Konto anlegen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a bgammon.org account</source>
        <translation>bgammon.org-Konto anlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to bgammon.org</source>
        <translation>Bei bgammon.org anmelden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty: log in as a guest</source>
        <translation>Leer: als Gast anmelden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a FIBS account</source>
        <translation>FIBS-Konto anlegen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log in to FIBS</source>
        <translation>Bei FIBS anmelden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server: {0}</source>
        <translation>Server: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enter your FIBS name.</source>
        <translation>Gib deinen FIBS-Namen ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS name has only letters, digits and &apos;_&apos;.</source>
        <translation>Ein FIBS-Name besteht nur aus Buchstaben, Ziffern und „_“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter your password.</source>
        <translation>Gib dein Passwort ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS password cannot contain spaces or &apos;:&apos;.</source>
        <translation>Ein FIBS-Passwort darf keine Leerzeichen und keinen „:“ enthalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a password of at least 4 characters.</source>
        <translation>Wähle ein Passwort mit mindestens 4 Zeichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <source>The two passwords are not the same.</source>
        <translation>Die beiden Passwörter stimmen nicht überein.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Choose a name for your bgammon.org account.</source>
        <translation>Wähle einen Namen für dein bgammon.org-Konto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;, and not only digits.</source>
        <translation>Ein bgammon.org-Name besteht nur aus Buchstaben, Ziffern und „_“ und nicht nur aus Ziffern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name has at most {0} characters.</source>
        <translation>Ein bgammon.org-Name hat höchstens {0} Zeichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter your password, or leave the name empty to log in as a guest.</source>
        <translation>Gib dein Passwort ein, oder lass den Namen leer, um dich als Gast anzumelden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Ein Passwort darf keine Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>bgammon.org needs a valid e-mail address for a new account.</source>
        <translation>bgammon.org braucht für ein neues Konto eine gültige E-Mail-Adresse.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Cancelled: not connected.</source>
        <translation>Abgebrochen: nicht verbunden.</translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message>
        <location filename="../fibsgui/ui/online.py" line="+236"/>
        <source>Look: {0} against {1}</source>
        <translation>Blick auf {0} gegen {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlimited match</source>
        <translation>unbegrenztes Match</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point match</source>
        <translation>
            <numerusform>%n-Punkte-Match</numerusform>
            <numerusform>%n-Punkte-Match</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}–{4}</source>
        <translation>{0} gegen {1}: {2}, {3}–{4}</translation>
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
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resign</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Server</source>
        <translation>&amp;Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;theme</source>
        <translation>&amp;Brettdesign</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Log in…</source>
        <translation>&amp;Anmelden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS</source>
        <translation>Bei FIBS anmelden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Create a FIBS account…</source>
        <translation>FIBS-&amp;Konto anlegen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log &amp;out</source>
        <translation>A&amp;bmelden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready to play</source>
        <translation>Spielbereit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show others that you accept invitations (toggle ready)</source>
        <translation>Anderen zeigen, dass du Einladungen annimmst (toggle ready)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Away</source>
        <translation>Abwesend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell others you are away; they see it when they talk to you</source>
        <translation>Anderen sagen, dass du nicht da bist; sie sehen es, wenn sie dich ansprechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offline practice</source>
        <translation>Offline üben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online board</source>
        <translation>Online-Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the match</source>
        <translation>Match &amp;verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show saved matches</source>
        <translation>Gespeicherte Matches zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic wood and felt</source>
        <translation>Klassisch: Holz und Filz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Home board on the &amp;left</source>
        <translation>Heimfeld &amp;links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server console</source>
        <translation>Serverkonsole</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to FIBS to see who is online.</source>
        <translation>Melde dich bei FIBS an, um zu sehen, wer online ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to chat.</source>
        <translation>Melde dich bei FIBS an, um zu chatten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to see the matches being played.</source>
        <translation>Melde dich bei FIBS an, um die laufenden Matches zu sehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to see what the server says.</source>
        <translation>Melde dich bei FIBS an, um zu sehen, was der Server schreibt.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Settings not saved: {0}</source>
        <translation>Einstellungen nicht gespeichert: {0}</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Logging out of {0} to log in to {1}.</source>
        <translation>Abmeldung von {0}, um dich bei {1} anzumelden.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Logged in as {0}</source>
        <translation>Angemeldet als {0}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Connection lost: {0}</source>
        <translation>Verbindung verloren: {0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You are offline: {0}</source>
        <translation>Du bist offline: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Connected to {0}:{1}: waiting for the login prompt…</source>
        <translation>Mit {0}:{1} verbunden: warte auf die Anmeldeaufforderung…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logging in to {0}:{1}…</source>
        <translation>Anmeldung bei {0}:{1}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection lost, attempt {0}: {1}</source>
        <translation>Verbindung verloren, Versuch {0}: {1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Logged in as {0} at {1}:{2}</source>
        <translation>Angemeldet als {0} bei {1}:{2}</translation>
    </message>
    <message>
        <location line="+204"/>
        <source>Leave the match against {0}?</source>
        <translation>Das Match gegen {0} verlassen?</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Settings cannot be saved in {0} ({1}). Changes apply until fibsgui closes.</source>
        <translation>Die Einstellungen können nicht in {0} gespeichert werden ({1}). Änderungen gelten, bis fibsgui beendet wird.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat history cannot be saved in {0} ({1}). Chat goes on; its lines are kept only while fibsgui runs.</source>
        <translation>Der Chatverlauf kann nicht in {0} gespeichert werden ({1}). Der Chat geht weiter; seine Zeilen bleiben nur erhalten, solange fibsgui läuft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Logs, crash reports and session transcripts cannot be written in {0} ({1}).</source>
        <translation>Protokolle, Absturzberichte und Sitzungsmitschriften können nicht in {0} geschrieben werden ({1}).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The settings file {0} cannot be read ({1}). fibsgui starts with its default settings and leaves the file as it is; changes are not saved this time.</source>
        <translation>Die Einstellungsdatei {0} kann nicht gelesen werden ({1}). fibsgui startet mit den Standardeinstellungen und lässt die Datei, wie sie ist; Änderungen werden diesmal nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file {0} is damaged ({1}). fibsgui starts with its default settings; your file is kept as {2}.</source>
        <translation>Die Einstellungsdatei {0} ist beschädigt ({1}). fibsgui startet mit den Standardeinstellungen; deine Datei wird als {2} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some settings in {0} have values fibsgui cannot use, so their defaults apply (the values stay in the file): {1}.</source>
        <translation>Einige Einstellungen in {0} haben Werte, die fibsgui nicht verwenden kann; es gelten ihre Standardwerte (die Werte bleiben in der Datei): {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A copy of the file is kept as {0}.</source>
        <translation>Eine Kopie der Datei wird als {0} aufbewahrt.</translation>
    </message>
    <message>
        <location line="-393"/>
        <location line="+97"/>
        <source>Connecting to {0}:{1}…</source>
        <translation>Verbinde mit {0}:{1}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Connection lost: reconnecting in {0} s</source>
        <translation>Verbindung verloren: neuer Versuch in {0} s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: reconnecting…</source>
        <translation>Verbindung verloren: verbinde neu…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Logging out…</source>
        <translation>Abmelden…</translation>
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
        <translation>Einladung</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You invited {0} to resume your saved match.</source>
        <translation>Du hast {0} eingeladen, euer gespeichertes Match fortzusetzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You invited {0} to an unlimited match.</source>
        <translation>Du hast {0} zu einem unbegrenzten Match eingeladen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You invited {0} to a %n point match.</source>
        <translation>
            <numerusform>Du hast {0} zu einem %n-Punkte-Match eingeladen.</numerusform>
            <numerusform>Du hast {0} zu einem %n-Punkte-Match eingeladen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (rating {0:.2f}, experience {1})</source>
        <translation> (Rating {0:.2f}, Erfahrung {1})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}{1} wants to resume your saved match.</source>
        <translation>{0}{1} möchte euer gespeichertes Match fortsetzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}{1} invites you to an unlimited match.</source>
        <translation>{0}{1} lädt dich zu einem unbegrenzten Match ein.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0}{1} invites you to a %n point match.</source>
        <translation>
            <numerusform>{0}{1} lädt dich zu einem %n-Punkte-Match ein.</numerusform>
            <numerusform>{0}{1} lädt dich zu einem %n-Punkte-Match ein.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>It is your turn against {0}.</source>
        <translation>Du bist dran gegen {0}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{0} tells you</source>
        <translation>{0} schreibt dir</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>I am away from the keyboard.</source>
        <translation>Ich bin gerade nicht am Rechner.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Leave the match</source>
        <translation>Match verlassen</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Leave the match against {0}? The server saves it, and you can resume it later by inviting them again.</source>
        <translation>Das Match gegen {0} verlassen? Der Server speichert es; du kannst es später fortsetzen, indem du {0} wieder einlädst.</translation>
    </message>
</context>
<context>
    <name>NoticeArea</name>
    <message>
        <location filename="../fibsgui/ui/notices.py" line="+54"/>
        <source>Join</source>
        <translation>Mitspielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel invitation</source>
        <translation>Einladung zurückziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
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
        <translation>Du</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>The engine failed: {0}</source>
        <translation>Die Engine hat einen Fehler gemeldet: {0}</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Match over</source>
        <translation>Match beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll (R) to start the match</source>
        <translation>Würfle (R), um das Match zu beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Spiel beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is thinking…</source>
        <translation>{0} denkt nach…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: roll (R) or double (D)</source>
        <translation>Du bist dran: würfeln (R) oder doppeln (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: roll (R)</source>
        <translation>Du bist dran: würfeln (R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0}-{1}</source>
        <translation>Ziehe {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take (T) or drop (P)?</source>
        <translation>Annehmen (T) oder passen (P)?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept or reject the resignation</source>
        <translation>Aufgabe annehmen oder ablehnen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New {0}-point match against {1}</source>
        <translation>Neues {0}-Punkte-Match gegen {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New money session against {0}</source>
        <translation>Neue Geldspiel-Runde gegen {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game {0}</source>
        <translation>Spiel {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score {0}–{1}</source>
        <translation>Stand {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crawford game</source>
        <translation>Crawford-Spiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening roll {0}-{1}: both roll again</source>
        <translation>Eröffnungswurf {0}-{1}: beide würfeln noch einmal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening roll: you start with {0}-{1}</source>
        <translation>Eröffnungswurf: Du beginnst mit {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening roll: {2} starts with {0}-{1}</source>
        <translation>Eröffnungswurf: {2} beginnt mit {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You roll {0}-{1}</source>
        <translation>Du würfelst {0}-{1}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{2} rolls {0}-{1}</source>
        <translation>{2} würfelt {0}-{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You play {0}</source>
        <translation>Du ziehst {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} plays {0}</source>
        <translation>{1} zieht {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot move</source>
        <translation>Du kannst nicht ziehen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} cannot move</source>
        <translation>{0} kann nicht ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Du doppelst auf {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} doubles to {0}</source>
        <translation>{1} doppelt auf {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You take; the cube is at {0}</source>
        <translation>Du nimmst an; der Doppler steht auf {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} takes; the cube is at {0}</source>
        <translation>{1} nimmt an; der Doppler steht auf {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drop the double</source>
        <translation>Du passt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} drops the double</source>
        <translation>{0} passt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a gammon</source>
        <translation>einen Gammon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a backgammon</source>
        <translation>einen Backgammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single game</source>
        <translation>ein einfaches Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You offer to resign {0}</source>
        <translation>Du bietest an, {0} aufzugeben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} offers to resign {0}</source>
        <translation>{1} bietet an, {0} aufzugeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Du nimmst die Aufgabe an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} nimmt die Aufgabe an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You reject the resignation</source>
        <translation>Du lehnst die Aufgabe ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} lehnt die Aufgabe ab</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win {0}</source>
        <translation>Du gewinnst {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} wins {0}</source>
        <translation>{1} gewinnt {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match {0}–{1}</source>
        <translation>Du gewinnst das Match {0}–{1}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{2} wins the match {1}–{0}</source>
        <translation>{2} gewinnt das Match {1}–{0}</translation>
    </message>
</context>
<context>
    <name>OnlineClient</name>
    <message>
        <location filename="../fibsgui/models/online.py" line="+94"/>
        <source>The name {0} is already taken. Please choose another one.</source>
        <translation>Der Name {0} ist schon vergeben. Bitte wähle einen anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS name may only contain letters and &apos;_&apos;: {0} cannot be used.</source>
        <translation>Ein FIBS-Name darf nur Buchstaben und „_“ enthalten: {0} geht nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please give a password.</source>
        <translation>Bitte gib ein Passwort ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The password must have at least 4 characters.</source>
        <translation>Das Passwort muss mindestens 4 Zeichen haben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain spaces.</source>
        <translation>Ein Passwort darf keine Leerzeichen enthalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server read two different passwords. Please try again.</source>
        <translation>Der Server hat zwei verschiedene Passwörter erhalten. Bitte versuche es noch einmal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server does not allow new accounts from your network.</source>
        <translation>Der Server erlaubt keine neuen Konten aus deinem Netzwerk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server did not create the account: {0}</source>
        <translation>Der Server hat das Konto nicht angelegt: {0}</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>The server refused the login as {0}: wrong name or password.</source>
        <translation>Der Server hat die Anmeldung als {0} abgelehnt: falscher Name oder falsches Passwort.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The server name {0} was not found. Check the server address and your network.</source>
        <translation>Der Servername {0} wurde nicht gefunden. Prüfe die Serveradresse und dein Netzwerk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} refused the connection: no server is listening on that port. Check the server address.</source>
        <translation>{0}:{1} hat die Verbindung abgelehnt: auf diesem Port wartet kein Server. Prüfe die Serveradresse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot connect to {0}:{1}: no answer from that address. Check the server address and your network.</source>
        <translation>Keine Verbindung zu {0}:{1}: diese Adresse antwortet nicht. Prüfe die Serveradresse und dein Netzwerk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection but did not answer: no login prompt came. It may not be a FIBS server, or it may be overloaded.</source>
        <translation>{0}:{1} hat die Verbindung angenommen, aber nicht geantwortet: keine Anmeldeaufforderung kam. Vielleicht ist es kein FIBS-Server, oder er ist überlastet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection but did not answer like a FIBS server: it sent something other than a login prompt.</source>
        <translation>{0}:{1} hat die Verbindung angenommen, aber nicht wie ein FIBS-Server geantwortet: er sandte etwas anderes als eine Anmeldeaufforderung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection and the login, but did not answer the login.</source>
        <translation>{0}:{1} hat die Verbindung und die Anmeldung angenommen, aber nicht auf die Anmeldung geantwortet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} closed the connection before the login was done.</source>
        <translation>{0}:{1} hat die Verbindung vor Ende der Anmeldung geschlossen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The connection to the server was lost.</source>
        <translation>Die Verbindung zum Server ist abgebrochen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the server was lost, and the attempts to connect again failed.</source>
        <translation>Die Verbindung zum Server ist abgebrochen, und die Versuche, sie wiederherzustellen, sind gescheitert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server keeps closing the connection right after the login. Is this account logged in somewhere else?</source>
        <translation>Der Server schließt die Verbindung immer gleich nach der Anmeldung. Ist dieses Konto anderswo angemeldet?</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Cannot connect to {0}:{1}. Check the server address and your network.
({2})</source>
        <translation>Keine Verbindung zu {0}:{1}. Prüfe die Serveradresse und dein Netzwerk.
({2})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The login did not work: {0}</source>
        <translation>Die Anmeldung hat nicht geklappt: {0}</translation>
    </message>
    <message>
        <location line="+173"/>
        <location line="+6"/>
        <source>Not connected: {0} was not sent.</source>
        <translation>Nicht verbunden: {0} wurde nicht gesendet.</translation>
    </message>
</context>
<context>
    <name>OnlineGame</name>
    <message>
        <location line="+212"/>
        <source>The connection was lost: reconnecting, the match goes on when it is back</source>
        <translation>Die Verbindung ist abgebrochen: sie wird wiederhergestellt, das Match geht dann weiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watching {0} against {1}</source>
        <translation>Zuschauen: {0} gegen {1}</translation>
    </message>
</context>
<context>
    <name>OnlineGameController</name>
    <message>
        <location line="+118"/>
        <source>You roll {0}-{1}</source>
        <translation>Du würfelst {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rolls {1}-{2}</source>
        <translation>{0} würfelt {1}-{2}</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+60"/>
        <source>You move {0}</source>
        <translation>Du ziehst {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} moves {1}</source>
        <translation>{0} zieht {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced move: {0}</source>
        <translation>Erzwungener Zug: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot move</source>
        <translation>Du kannst nicht ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot move</source>
        <translation>{0} kann nicht ziehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You double</source>
        <translation>Du doppelst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} doubles</source>
        <translation>{0} doppelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Du doppelst auf {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} doppelt auf {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You take</source>
        <translation>Du nimmst an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} takes</source>
        <translation>{0} nimmt an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take; the cube shows {0}</source>
        <translation>Du nimmst an; der Doppler zeigt {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes; the cube shows {1}</source>
        <translation>{0} nimmt an; der Doppler zeigt {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left the match with {1}; it is saved</source>
        <translation>{0} hat das Match gegen {1} verlassen; es ist gespeichert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drop</source>
        <translation>Du passt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops</source>
        <translation>{0} passt</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You offer to resign (%n point(s))</source>
        <translation>
            <numerusform>Du bietest die Aufgabe an (%n Punkt)</numerusform>
            <numerusform>Du bietest die Aufgabe an (%n Punkte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} offers to resign (%n point(s))</source>
        <translation>
            <numerusform>{0} bietet die Aufgabe an (%n Punkt)</numerusform>
            <numerusform>{0} bietet die Aufgabe an (%n Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Du nimmst die Aufgabe an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} nimmt die Aufgabe an</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You reject the resignation</source>
        <translation>Du lehnst die Aufgabe ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} lehnt die Aufgabe ab</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>Du gewinnst das Spiel: %n Punkt</numerusform>
            <numerusform>Du gewinnst das Spiel: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} gewinnt das Spiel: %n Punkt</numerusform>
            <numerusform>{0} gewinnt das Spiel: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match {0}-{1}</source>
        <translation>Du gewinnst das Match {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins the match {1}-{2}</source>
        <translation>{0} gewinnt das Match {1}-{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game starts</source>
        <translation>Ein neues Spiel beginnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening roll: {0} {1}, {2} {3}</source>
        <translation>Eröffnungswurf: {0} {1}, {2} {3}</translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <location filename="../fibsgui/ui/online.py" line="-90"/>
        <source>Leave match</source>
        <translation>Match verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop playing; the server saves the match so you can resume it later</source>
        <translation>Aufhören; der Server speichert das Match, damit du es später fortsetzen kannst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop watching</source>
        <translation>Nicht mehr zuschauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh board</source>
        <translation>Brett aktualisieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the server for the board again</source>
        <translation>Das Brett erneut vom Server anfordern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match log</source>
        <translation>Matchprotokoll</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No match: create one or join one in the lobby</source>
        <translation>Kein Match: Erstelle eines oder spiele in der Lobby bei einem mit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match: invite a player or watch a game</source>
        <translation>Kein Match: Lade jemanden ein oder schau einem Spiel zu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unlimited match</source>
        <translation>unbegrenztes Match</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point match</source>
        <translation>
            <numerusform>%n-Punkte-Match</numerusform>
            <numerusform>%n-Punkte-Match</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: {1}, waiting for an opponent</source>
        <translation>{0}: {1}, wartet auf einen Gegner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watching {0} against {1}: {2}, {3}</source>
        <translation>Zuschauer bei {0} gegen {1}: {2}, {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} against {1}: {2}, {3}</source>
        <translation>{0} gegen {1}: {2}, {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (Crawford game)</source>
        <translation> (Crawford-Spiel)</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="-139"/>
        <source>Private match</source>
        <translation>Privates Match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>match {0}</source>
        <translation>Match {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is private: enter its password.</source>
        <translation>{0} ist privat: Gib das Passwort ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Passwort:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the match&apos;s password.</source>
        <translation>Gib das Passwort des Matches ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Ein Passwort darf keine Steuerzeichen enthalten.</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../fibsgui/ui/players.py" line="+91"/>
        <source>Filter players</source>
        <translation>Spieler filtern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready only</source>
        <translation>Nur spielbereite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide bots</source>
        <translation>Bots ausblenden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Invite…</source>
        <translation>Einladen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look at the board</source>
        <translation>Brett ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell…</source>
        <translation>Privat schreiben…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who is this?</source>
        <translation>Wer ist das?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave a message…</source>
        <translation>Nachricht hinterlassen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gag (hide their chat)</source>
        <translation>Stummschalten (Chat ausblenden)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blind (refuse their invitations)</source>
        <translation>Blockieren (Einladungen ablehnen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell me when they log out or finish</source>
        <translation>Bescheid geben bei Abmeldung oder Spielende</translation>
    </message>
</context>
<context>
    <name>PlayerTableModel</name>
    <message>
        <location filename="../fibsgui/models/players.py" line="+347"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Idle</source>
        <translation>Inaktiv</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>playing</source>
        <translation>spielt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>watching</source>
        <translation>schaut zu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>away</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>{name}
rating {rating:.2f}, experience {exp}
logged in {since}
from {host}</source>
        <translation>{name}
Rating {rating:.2f}, Erfahrung {exp}
angemeldet seit {since}
von {host}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>watching {0}</source>
        <translation>schaut {0} zu</translation>
    </message>
</context>
<context>
    <name>PracticeScreen</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/practice.py" line="+188"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money game</source>
        <translation>Geldspiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Mittelstufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>World class</source>
        <translation>Weltklasse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match:</source>
        <translation>Match:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent strength:</source>
        <translation>Gegnerstärke:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New match</source>
        <translation>Neues Match</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The engine&apos;s best plays for your roll (H)</source>
        <translation>Die besten Züge der Engine für deinen Wurf (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a play to make it</source>
        <translation>Doppelklick auf einen Zug spielt ihn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New practice match</source>
        <translation>&amp;Neues Übungsmatch</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Opponent: GNU Backgammon ({0})</source>
        <translation>Gegner: GNU Backgammon ({0})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent: the built-in bot ({0}); GNU Backgammon is not available</source>
        <translation>Gegner: der eingebaute Bot ({0}); GNU Backgammon ist nicht verfügbar</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Best plays for {0}-{1}</source>
        <translation>Beste Züge für {0}-{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no move)</source>
        <translation>(kein Zug)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No hint: {0}</source>
        <translation>Kein Tipp: {0}</translation>
    </message>
</context>
<context>
    <name>ServerConsole</name>
    <message>
        <location filename="../fibsgui/ui/console.py" line="+74"/>
        <source>Type a FIBS command, e.g. &apos;show games&apos; or &apos;help&apos;</source>
        <translation>FIBS-Befehl eingeben, z. B. „show games“ oder „help“</translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>A line of %n byte(s) from the server was too long and was dropped.</source>
        <translation>
            <numerusform>Eine Zeile von %n Byte vom Server war zu lang und wurde verworfen.</numerusform>
            <numerusform>Eine Zeile von %n Bytes vom Server war zu lang und wurde verworfen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerSwitch</name>
    <message>
        <location filename="../fibsgui/ui/servers.py" line="+188"/>
        <source>{0} has no player list: find opponents in the lobby.</source>
        <translation>{0} hat keine Spielerliste: Gegner findest du in der Lobby.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} has no player list.</source>
        <translation>{0} hat keine Spielerliste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../fibsgui/ui/settings.py" line="+44"/>
        <source>Send the board after every move</source>
        <translation>Das Brett nach jedem Zug schicken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the server make forced moves for you</source>
        <translation>Erzwungene Züge vom Server ausführen lassen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ready to play: others may invite you</source>
        <translation>Spielbereit: andere dürfen dich einladen</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Allow the server&apos;s pip command in your matches (it works only when both players allow it)</source>
        <translation>Den pip-Befehl des Servers in deinen Matches erlauben (er geht nur, wenn beide Spieler ihn erlauben)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Agree that a doublet rolled at the start of a game doubles the cube (unlimited matches)</source>
        <translation>Zustimmen, dass ein Pasch zu Beginn eines Spiels den Doppler verdoppelt (unbegrenzte Matches)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ring the bell when someone talks to you or invites you</source>
        <translation>Die Glocke läuten, wenn jemand mit dir spricht oder dich einlädt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Insist on the Crawford rule (a match is played without it only when both players untick this)</source>
        <translation>Auf der Crawford-Regel bestehen (ein Match wird nur ohne sie gespielt, wenn beide Spieler dies abwählen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask whether you want to double before each roll (otherwise the server rolls for you)</source>
        <translation>Vor jedem Wurf fragen, ob du doppeln willst (sonst würfelt der Server für dich)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the server bear off as many checkers as your roll allows</source>
        <translation>Den Server so viele Steine abtragen lassen, wie dein Wurf erlaubt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send the board after each roll as well</source>
        <translation>Das Brett auch nach jedem Wurf senden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the list of a game&apos;s moves when it ends</source>
        <translation>Die Liste der Züge eines Spiels an seinem Ende senden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell me when players log in</source>
        <translation>Mir sagen, wenn sich Spieler anmelden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show how the rating changes are calculated after a match</source>
        <translation>Nach einem Match zeigen, wie die Wertungsänderung berechnet wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell me when other players&apos; matches start and end</source>
        <translation>Mir sagen, wenn Matches anderer Spieler beginnen und enden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not hear what other players shout (and do not shout yourself)</source>
        <translation>Nicht hören, was andere Spieler rufen (und selbst nicht rufen)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client</source>
        <translation>Programm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic wood and felt</source>
        <translation>Klassisch: Holz und Filz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make forced plays automatically</source>
        <translation>Erzwungene Züge automatisch ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm each play before it is sent</source>
        <translation>Jeden Zug vor dem Abschicken bestätigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sounds</source>
        <translation>Töne abspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitations</source>
        <translation>Einladungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat addressed to you</source>
        <translation>Chat an dich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notify me of invitations when the window is in the background</source>
        <translation>Einladungen melden, wenn das Fenster im Hintergrund ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notify me of tells when the window is in the background</source>
        <translation>Private Nachrichten melden, wenn das Fenster im Hintergrund ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board theme:</source>
        <translation>Brettdesign:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home board:</source>
        <translation>Heimfeld:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sounds:</source>
        <translation>Töne:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notifications:</source>
        <translation>Benachrichtigungen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to see and change the server&apos;s settings.</source>
        <translation>Melde dich an, um die Einstellungen auf dem Server zu sehen und zu ändern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redoubles in unlimited matches:</source>
        <translation>Redoubles in unbegrenzten Matches:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the who list by:</source>
        <translation>Spielerliste sortieren nach:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time zone:</source>
        <translation>Zeitzone:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings on the server</source>
        <translation>Diese Einstellungen auf dem Server speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sends &apos;save&apos;: the server remembers your toggles for next time</source>
        <translation>Sendet „save“: Der Server merkt sich deine Schalter für das nächste Mal</translation>
    </message>
    <message>
        <location line="+213"/>
        <source>The server kept its value of {0}: {1}</source>
        <translation>Der Server behielt seinen Wert für {0}: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server kept its value of {0}.</source>
        <translation>Der Server behielt seinen Wert für {0}.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../fibsgui/ui/welcome.py" line="+86"/>
        <location line="+1"/>
        <source>Welcome to fibsgui</source>
        <translation>Willkommen bei fibsgui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play backgammon with people from all over the world on FIBS, the First Internet Backgammon Server, or practise on your own against GNU Backgammon.</source>
        <translation>Spiele Backgammon mit Menschen aus aller Welt auf FIBS, dem First Internet Backgammon Server, oder übe für dich allein gegen GNU Backgammon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practise offline</source>
        <translation>Offline üben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match against GNU Backgammon on this computer, with hints. No account needed.</source>
        <translation>Ein Match gegen GNU Backgammon auf diesem Computer, mit Tipps. Kein Konto nötig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to FIBS</source>
        <translation>Bei FIBS anmelden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play people online with the FIBS account you already have.</source>
        <translation>Spiele online gegen Menschen mit deinem bestehenden FIBS-Konto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a FIBS account</source>
        <translation>FIBS-Konto anlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to FIBS? Choose a name and a password; it takes a minute and costs nothing.</source>
        <translation>Neu bei FIBS? Wähle einen Namen und ein Passwort; das dauert eine Minute und kostet nichts.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can log in to FIBS later at any time; this welcome is shown only once.</source>
        <translation>Du kannst dich jederzeit später bei FIBS anmelden; diese Begrüßung erscheint nur einmal.</translation>
    </message>
</context>
<context>
    <name>WhoisDialog</name>
    <message>
        <location filename="../fibsgui/ui/whois.py" line="+30"/>
        <source>About {0}</source>
        <translation>Über {0}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../fibsgui/app.py" line="+135"/>
        <source>fibsgui cannot start</source>
        <translation>fibsgui kann nicht starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fibsgui cannot start: {0}</source>
        <translation>fibsgui kann nicht starten: {0}</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Something went wrong: {0}

A report was written to:
{1}

fibsgui goes on running.</source>
        <translation>Etwas ist schiefgegangen: {0}

Ein Bericht wurde geschrieben nach:
{1}

fibsgui läuft weiter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Something went wrong: {0}

No report could be written ({1}).

fibsgui goes on running.</source>
        <translation>Etwas ist schiefgegangen: {0}

Es konnte kein Bericht geschrieben werden ({1}).

fibsgui läuft weiter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui: unexpected error</source>
        <translation>fibsgui: unerwarteter Fehler</translation>
    </message>
</context>
</TS>
