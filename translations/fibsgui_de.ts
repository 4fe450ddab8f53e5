<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="+402"/>
        <source>About fibsgui</source>
        <translation>Über fibsgui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui {0}

A client for FIBS and bgammon.org, with offline practice against GNU Backgammon.

fibsgui is free software: you can redistribute it and modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.

It runs with these programs and libraries:</source>
        <translation>fibsgui {0}

Ein Client für FIBS und bgammon.org, mit Offline-Übung gegen GNU Backgammon.

fibsgui ist freie Software: Du kannst es unter den Bedingungen der GNU General Public License, Version 3 oder (nach deiner Wahl) jeder späteren Version, weitergeben und verändern. Es wird ohne jede Gewährleistung geliefert.

Es läuft mit diesen Programmen und Bibliotheken:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Qt</source>
        <translation>Über Qt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Licence on the web</source>
        <translation>Lizenz im Web</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the licence</source>
        <translation>Lizenz anzeigen</translation>
    </message>
</context>
<context>
    <name>AnalysisSummary</name>
    <message>
        <location filename="../fibsgui/ui/analysis.py" line="+224"/>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error rate (mEMG)</source>
        <translation>Fehlerrate (mEMG)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubtful (?!)</source>
        <translation>Zweifelhaft (?!)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors (?)</source>
        <translation>Fehler (?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunders (??)</source>
        <translation>Patzer (??)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck (EMG)</source>
        <translation>Glück (EMG)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck rating</source>
        <translation>Glücksbewertung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Supernatural</source>
        <translation>Überirdisch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>World class</source>
        <translation>Weltklasse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Mittelstufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual player</source>
        <translation>Freizeitspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Awful!</source>
        <translation>Schrecklich!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Go to bed</source>
        <translation>Ab ins Bett</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bad dice, man!</source>
        <translation>Miese Würfel!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Good dice, man!</source>
        <translation>Gute Würfel!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to Las Vegas</source>
        <translation>Ab nach Las Vegas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Error rate: equity lost per decision, in thousandths (mEMG, as GNU Backgammon reports it). Luck: equity gained by the dice, against the average roll</source>
        <translation>Fehlerrate: verlorene Equity pro Entscheidung, in Tausendsteln (mEMG, wie GNU Backgammon sie angibt). Glück: durch die Würfel gewonnene Equity, verglichen mit dem durchschnittlichen Wurf</translation>
    </message>
</context>
<context>
    <name>BgammonClient</name>
    <message>
        <location filename="../fibsgui/models/bgammon.py" line="+124"/>
        <source>The login did not work: {0}</source>
        <translation>Die Anmeldung hat nicht geklappt: {0}</translation>
    </message>
    <message>
        <location line="+20"/>
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
        <location line="+15"/>
        <source>Someone is already logged in to {0} as {1}. Choose another name, or log out there first.</source>
        <translation>Bei {0} ist schon jemand als {1} angemeldet. Wähle einen anderen Namen, oder melde dich dort zuerst ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that guest name</source>
        <translation>dieser Gastname</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} refused the login: {1}</source>
        <translation>{0} hat die Anmeldung abgelehnt: {1}</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Not connected: {0} was not sent.</source>
        <extracomment>How often the lobby is asked for while logged in and not in a match (milliseconds). The account&apos;s settings the player changes here (the ``set`` command&apos;s names; the server&apos;s ``settings`` event names them with a capital): the ones bgammon.org documents for ``set``. Shown as the server has them, not changed here: AutoPlay changes what the server does in the player&apos;s games (it plays forced moves for them). The others (Flip, Traditional, Advanced, the Mute ones, Dim, Speed) are preferences of bgammon.org&apos;s own app that fibsgui does not follow, so they are not shown. The server&apos;s answers to a ``set`` it does not take (it says nothing when it takes one). ``follow``/``unfollow`` commands waiting for the server&apos;s answer (the oldest answered first).</extracomment>
        <translation>Nicht verbunden: {0} wurde nicht gesendet.</translation>
    </message>
</context>
<context>
    <name>BgammonGameController</name>
    <message>
        <location filename="../fibsgui/models/bgammon_game.py" line="+136"/>
        <source>The move was refused.</source>
        <extracomment>The games of bgammon.org by the names a :class:`GameSnapshot` and a match record give them.</extracomment>
        <translation>Der Zug wurde abgelehnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server refused the command ({0}).</source>
        <translation>Der Server hat den Befehl abgelehnt ({0}).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} joins the match</source>
        <translation>{0} tritt dem Match bei</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} left the match</source>
        <translation>{0} hat das Match verlassen</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <location line="+8"/>
        <source>You choose {0}-{0}</source>
        <translation>Du wählst {0}-{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{1} chooses {0}-{0}</source>
        <translation>{1} wählt {0}-{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You roll {0}-{1}-{2}</source>
        <translation>Du würfelst {0}-{1}-{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1}-{2}-{3}</source>
        <translation>{0} würfelt {1}-{2}-{3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You roll {0}-{1}</source>
        <translation>Du würfelst {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1}-{2}</source>
        <translation>{0} würfelt {1}-{2}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0} takes back the moves</source>
        <translation>{0} nimmt die Züge zurück</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <source>{0} moves {1}</source>
        <translation>{0} zieht {1}</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>You take back {0}</source>
        <translation>Du nimmst {0} zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes back {1}</source>
        <translation>{0} nimmt {1} zurück</translation>
    </message>
    <message>
        <location line="+26"/>
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
        <location line="+97"/>
        <source>The server sent a position the board cannot show; the moves are in the match log.</source>
        <translation>Der Server hat eine Stellung geschickt, die das Brett nicht zeigen kann; die Züge stehen im Matchprotokoll.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The connection was lost: reconnecting, the match goes on when it is back</source>
        <translation>Die Verbindung ist abgebrochen: sie wird wiederhergestellt, das Match geht dann weiter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching {0} against {1}</source>
        <translation>Zuschauen: {0} gegen {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} left the match: waiting for them to come back</source>
        <translation>{0} hat das Match verlassen: Warten auf die Rückkehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for an opponent to join the match</source>
        <translation>Warten auf einen Gegner, der dem Match beitritt</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>You roll again</source>
        <translation>Du würfelst noch einmal</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>You cannot move</source>
        <translation>Du kannst nicht ziehen</translation>
    </message>
    <message>
        <location line="-345"/>
        <location line="+362"/>
        <source>You move {0}</source>
        <translation>Du ziehst {0}</translation>
    </message>
    <message>
        <location line="-304"/>
        <source>Acey-deucey: every checker starts off the board and enters; after a 1-2 the player chooses a double and rolls again</source>
        <translation>Acey-deucey: Alle Steine beginnen außerhalb des Bretts und werden eingewürfelt; nach einer 1-2 wählt der Spieler einen Pasch und würfelt noch einmal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tabula: three dice, both sides move the same way</source>
        <translation>Tabula: drei Würfel, beide Seiten ziehen in dieselbe Richtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A variant this client does not know: its moves are in the match log</source>
        <translation>Eine Variante, die dieses Programm nicht kennt: Die Züge stehen im Matchprotokoll</translation>
    </message>
    <message>
        <location line="+332"/>
        <location line="+3"/>
        <source>bgammon.org has no resignation offers to answer.</source>
        <translation>Bei bgammon.org gibt es keine Aufgabeangebote zu beantworten.</translation>
    </message>
</context>
<context>
    <name>BgammonLink</name>
    <message>
        <location filename="../fibsgui/models/bgammon.py" line="+146"/>
        <source>Highlight the legal moves</source>
        <translation>Die erlaubten Züge hervorheben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the pip counts</source>
        <translation>Die Pipzahlen zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the moves made</source>
        <translation>Die gespielten Züge zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server plays forced moves for you</source>
        <translation>Der Server spielt erzwungene Züge für dich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kept with your bgammon.org account (set highlight)</source>
        <translation>Wird mit deinem bgammon.org-Konto gespeichert (set highlight)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept with your bgammon.org account (set pips)</source>
        <translation>Wird mit deinem bgammon.org-Konto gespeichert (set pips)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept with your bgammon.org account (set moves)</source>
        <translation>Wird mit deinem bgammon.org-Konto gespeichert (set moves)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changed in bgammon.org&apos;s own app; shown because it changes what the server does in your games</source>
        <translation>Wird in der eigenen App von bgammon.org geändert; hier gezeigt, weil es ändert, was der Server in deinen Spielen tut</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+226"/>
        <source>Please give a player&apos;s name.</source>
        <translation>Bitte gib den Namen eines Spielers ein.</translation>
    </message>
    <message>
        <location line="-224"/>
        <source>A bgammon.org name has at most {0} characters: {1} has {2}.</source>
        <translation>Ein bgammon.org-Name hat höchstens {0} Zeichen: {1} hat {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;: {0} is not one.</source>
        <translation>Ein bgammon.org-Name besteht nur aus Buchstaben, Ziffern und „_“: {0} ist keiner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name is not only digits: {0} is not one.</source>
        <translation>Ein bgammon.org-Name besteht nicht nur aus Ziffern: {0} ist keiner.</translation>
    </message>
    <message>
        <location line="+60"/>
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
        <location line="+63"/>
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
    <message>
        <location line="+6"/>
        <source>bgammon.org&apos;s setting {0} is not changed here.</source>
        <translation>Die bgammon.org-Einstellung {0} wird hier nicht geändert.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../fibsgui/ui/board/scene.py" line="+616"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="-92"/>
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
        <location line="+4"/>
        <source>{0}-away</source>
        <translation>noch {0}</translation>
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
        <location line="+10"/>
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
        <location line="+17"/>
        <source>Accept or reject the resignation</source>
        <translation>Aufgabe annehmen oder ablehnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take (T), drop (P) or beaver?</source>
        <translation>Annehmen (T), passen (P) oder bibern?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take (T) or drop (P)?</source>
        <translation>Annehmen (T) oder passen (P)?</translation>
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
        <location line="+2"/>
        <source>Move {0}</source>
        <translation>Ziehe {0}</translation>
    </message>
    <message>
        <location line="+6"/>
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
    <message>
        <location line="+3"/>
        <source>New match</source>
        <translation>Neues Match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+29"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="-25"/>
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
        <location line="+3"/>
        <source>Acey-deucey! Choose your double</source>
        <translation>Acey-deucey! Wähle deinen Pasch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}-{0}</source>
        <translation>{0}-{0}</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+2"/>
        <source>Beaver</source>
        <translation>Biber</translation>
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
        <location filename="../fibsgui/ui/board/view.py" line="+262"/>
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
        <source>Take back the last move (Backspace)</source>
        <translation>Die letzte Steinbewegung zurücknehmen (Rücktaste)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Type a play</source>
        <translation>Zug eintippen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move:</source>
        <translation>Zug:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 24/18 13/11</source>
        <translation>z. B. 24/18 13/11</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the whole play and press Enter: 24/18 13/11, bar/22, 6/off(2), 8/5*/1 (M or /)</source>
        <translation>Gib den ganzen Zug ein und drücke die Eingabetaste: 24/18 13/11, bar/22, 6/off(2), 8/5*/1 (M oder /)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the Position ID and the Match ID (GNU Backgammon&apos;s)</source>
        <translation>Positions-ID und Match-ID kopieren (von GNU Backgammon)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Position ID: {0}  Match ID: {1}</source>
        <translation>Positions-ID: {0}  Match-ID: {1}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Copy the Position ID</source>
        <translation>Positions-ID kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the Match ID</source>
        <translation>Match-ID kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy both</source>
        <translation>Beide kopieren</translation>
    </message>
    <message>
        <location line="+81"/>
        <location line="+96"/>
        <source>Type a play, for example 24/18 13/11</source>
        <translation>Gib einen Zug ein, zum Beispiel 24/18 13/11</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+88"/>
        <source>It is not your turn to move</source>
        <translation>Du bist nicht am Zug</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>That is too long to be a play (at most {0} characters)</source>
        <translation>Das ist zu lang für einen Zug (höchstens {0} Zeichen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: where does the checker go? Write a move as 13/8</source>
        <translation>{0}: Wohin zieht der Stein? Schreib einen Zug als 13/8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a checker moves toward its home board, to a lower number</source>
        <translation>{0}: Ein Stein zieht in Richtung seines Heimfelds, zu einer niedrigeren Zahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a move is repeated with (2), (3) or (4)</source>
        <translation>{0}: Ein Zug wird mit (2), (3) oder (4) wiederholt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many moves for one play</source>
        <translation>Zu viele Steinbewegungen für einen Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is not a move: write 24/18 13/11, bar/22, 6/off</source>
        <translation>{0} ist kein Zug: Schreib 24/18 13/11, bar/22, 6/off</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the bar</source>
        <translation>der Bar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the {0}-point</source>
        <translation>Punkt {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This play uses {0} but the dice left are {1}</source>
        <translation>Dieser Zug braucht {0}, aber übrig sind die Würfel {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This play uses {0} but the dice are {1}</source>
        <translation>Dieser Zug braucht {0}, aber die Würfel zeigen {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}: no checker left on {1}</source>
        <translation>{0}: kein Stein mehr auf {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: no checker on {1}</source>
        <translation>{0}: kein Stein auf {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: the checker on the bar must enter first</source>
        <translation>{0}: Der Stein auf der Bar muss zuerst eingewürfelt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: the opponent holds {1}</source>
        <translation>{0}: Der Gegner hält {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: checkers are borne off only when all are in the home board</source>
        <translation>{0}: Abgetragen wird erst, wenn alle Steine im Heimfeld sind</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a larger die bears off only from the highest point</source>
        <translation>{0}: Ein höherer Würfel trägt nur vom höchsten Punkt ab</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type the whole play: the {0} is still to be played</source>
        <translation>Gib den ganzen Zug ein: Die {0} ist noch zu spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the whole play: {0} are still to be played</source>
        <translation>Gib den ganzen Zug ein: {0} sind noch zu spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A longer play is possible: every die that can be played must be</source>
        <translation>Ein längerer Zug ist möglich: Jeder Würfel, der gespielt werden kann, muss gespielt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one die can be played, and it must be the larger: the {0}</source>
        <translation>Nur ein Würfel kann gespielt werden, und zwar der höhere: die {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The play is complete: confirm it, or undo to change it</source>
        <translation>Der Zug ist vollständig: Bestätige ihn, oder nimm ihn zurück, um ihn zu ändern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This play is not legal with these dice</source>
        <translation>Dieser Zug ist mit diesen Würfeln nicht erlaubt</translation>
    </message>
    <message>
        <location line="-336"/>
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
        <location line="+197"/>
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
    <name>Confirm</name>
    <message>
        <location filename="../fibsgui/ui/confirm.py" line="+56"/>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The settings can turn these questions back on</source>
        <translation>In den Einstellungen lassen sich diese Fragen wieder einschalten</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>you lead {0}–{1}</source>
        <translation>du führst {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} leads {1}–{2}</source>
        <translation>{0} führt {1}–{2}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tied at {0}–{1}</source>
        <translation>Gleichstand {0}–{1}</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>the %n-point match against {0} ({1})</source>
        <translation>
            <numerusform>das %n-Punkte-Match gegen {0} ({1})</numerusform>
            <numerusform>das %n-Punkte-Match gegen {0} ({1})</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resign a single game?</source>
        <translation>Ein einfaches Spiel aufgeben?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>If {0} accepts, {0} wins {1}; you still lead {3}–{2}.</source>
        <translation>Wenn {0} annimmt, gewinnt {0} {1}; du führst dann noch {3}–{2}.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Resign a gammon?</source>
        <translation>Einen Gammon aufgeben?</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Resign a backgammon?</source>
        <translation>Einen Backgammon aufgeben?</translation>
    </message>
    <message numerus="yes">
        <location line="-20"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>If {0} accepts, {0} wins {1}.</source>
        <translation>Wenn {0} annimmt, gewinnt {0} {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If {0} accepts, {0} wins {1} and the match, {2}–{3}.</source>
        <translation>Wenn {0} annimmt, gewinnt {0} {1} und das Match, {2}–{3}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If {0} accepts, {0} wins {1} and leads {2}–{3}.</source>
        <translation>Wenn {0} annimmt, gewinnt {0} {1} und führt {2}–{3}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If {0} accepts, {0} wins {1}; the score is then {2}–{3}.</source>
        <translation>Wenn {0} annimmt, gewinnt {0} {1}; der Stand ist dann {2}–{3}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the money session against {0} (you {1}, {0} {2})</source>
        <translation>die Geldspiel-Runde gegen {0} (du {1}, {0} {2})</translation>
    </message>
</context>
<context>
    <name>CreateMatchDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+121"/>
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
        <location filename="../fibsgui/models/fibs.py" line="+203"/>
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
    <name>FoldersDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="+78"/>
        <source>Folders of settings and logs</source>
        <translation>Ordner für Einstellungen und Protokolle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings and window layout:</source>
        <translation>Einstellungen und Fensteranordnung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat history:</source>
        <translation>Chatverlauf:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs, crash reports and session transcripts:</source>
        <translation>Protokolle, Absturzberichte und Sitzungsmitschriften:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The folder {0} could not be opened here; its path can be selected and copied above.</source>
        <translation>Der Ordner {0} konnte hier nicht geöffnet werden; sein Pfad lässt sich oben markieren und kopieren.</translation>
    </message>
</context>
<context>
    <name>FollowDialog</name>
    <message>
        <location filename="../fibsgui/ui/following.py" line="+75"/>
        <source>Follow a player</source>
        <translation>Einem Spieler folgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server tells you when this player comes online or goes:</source>
        <translation>Der Server sagt dir, wenn dieser Spieler online kommt oder geht:</translation>
    </message>
</context>
<context>
    <name>FollowingPanel</name>
    <message>
        <location line="+64"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+144"/>
        <source>Follow…</source>
        <translation>Folgen…</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Be told when a player comes online or goes</source>
        <translation>Erfahren, wenn ein Spieler online kommt oder geht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfollow</source>
        <translation>Nicht mehr folgen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The server tells you when they come online or go.</source>
        <translation>Der Server sagt dir, wenn sie online kommen oder gehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow players by logging in with an account (guests cannot follow).</source>
        <translation>Melde dich mit einem Konto an, um Spielern zu folgen (Gäste können nicht folgen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in with an account to see the players you follow.</source>
        <translation>Melde dich mit einem Konto an, um die Spieler zu sehen, denen du folgst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to hear whether they are online.</source>
        <translation>Melde dich an, um zu erfahren, ob sie online sind.</translation>
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
        <translation>Melde dich mit einem Konto an, um Spielern zu folgen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You cannot follow yourself.</source>
        <translation>Du kannst dir nicht selbst folgen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You follow {0} already.</source>
        <translation>Du folgst {0} bereits.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You follow {0} players: unfollow one first.</source>
        <translation>Du folgst {0} Spielern: Hör zuerst auf, einem davon zu folgen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The follow command could not be sent.</source>
        <translation>Der Befehl zum Folgen konnte nicht gesendet werden.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Unfollow {0}</source>
        <translation>{0} nicht mehr folgen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join or watch their match</source>
        <translation>Bei ihrem Match mitspielen oder zuschauen</translation>
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
        <translation>ein einfaches Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a gammon</source>
        <translation>einen Gammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a backgammon</source>
        <translation>einen Backgammon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0}: {1}</source>
        <translation>Du gewinnst {0}: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins {1}: {2}</source>
        <translation>{0} gewinnt {1}: {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} drops: you win {1}</source>
        <translation>{0} passt: Du gewinnst {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You drop: {0} wins {1}</source>
        <translation>Du passt: {0} gewinnt {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops: {1} wins {2}</source>
        <translation>{0} passt: {1} gewinnt {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} resigns {1}: you win {2}</source>
        <translation>{0} gibt {1} auf: Du gewinnst {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You resign {0}: {1} wins {2}</source>
        <translation>Du gibst {0} auf: {1} gewinnt {2}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns {1}: {2} wins {3}</source>
        <translation>{0} gibt {1} auf: {2} gewinnt {3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0}</source>
        <translation>Du gewinnst {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins {1}</source>
        <translation>{0} gewinnt {1}</translation>
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
    <name>HintTable</name>
    <message>
        <location filename="../fibsgui/ui/hints.py" line="+62"/>
        <source>Cube action</source>
        <translation>Doppleraktion</translation>
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
        <translation>Differenz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W g</source>
        <translation>S g</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W bg</source>
        <translation>S bg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lose</source>
        <translation>Niederl.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L g</source>
        <translation>N g</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L bg</source>
        <translation>N bg</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your chance to win (%), with the opponent to roll after the play</source>
        <translation>Deine Gewinnchance (%), wenn nach dem Zug der Gegner würfelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chance to win a gammon or a backgammon (%)</source>
        <translation>Deine Chance, einen Gammon oder Backgammon zu gewinnen (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chance to win a backgammon (%)</source>
        <translation>Deine Chance, einen Backgammon zu gewinnen (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s chance to win (%)</source>
        <translation>Die Gewinnchance des Gegners (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s chance to win a gammon or a backgammon (%)</source>
        <translation>Die Chance des Gegners, einen Gammon oder Backgammon zu gewinnen (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s chance to win a backgammon (%)</source>
        <translation>Die Chance des Gegners, einen Backgammon zu gewinnen (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cubeless equity: +1 is winning a single game at the current cube</source>
        <translation>Equity ohne Doppler: +1 heißt, ein einfaches Spiel zum jetzigen Wert des Dopplers zu gewinnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much worse than the best</source>
        <translation>Wie viel schlechter als der beste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player&apos;s chance to win (%), with the opponent to roll after the play</source>
        <translation>Die Gewinnchance des Spielers (%), wenn nach dem Zug der Gegner würfelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s chance to win a gammon or a backgammon (%)</source>
        <translation>Die Chance des Spielers, einen Gammon oder Backgammon zu gewinnen (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s chance to win a backgammon (%)</source>
        <translation>Die Chance des Spielers, einen Backgammon zu gewinnen (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cubeful equity for the player (in match play, equivalent to money)</source>
        <translation>Equity mit Doppler für den Spieler (im Match als Geldspiel-Äquivalent)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubeful equity for you, in units of the cube before the double</source>
        <translation>Equity mit Doppler für dich, in Einheiten des Dopplers vor dem Doppeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cubeless chance to win the game (%), before the roll</source>
        <translation>Deine Gewinnchance ohne Doppler (%), vor dem Wurf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubeful equity for the player deciding, in units of the cube before the double</source>
        <translation>Equity mit Doppler für den entscheidenden Spieler, in Einheiten des Dopplers vor dem Doppeln</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>(no move)</source>
        <translation>(kein Zug)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cubeless chances ({0}-ply)</source>
        <translation>Chancen ohne Doppler ({0}-ply)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cubeless chances</source>
        <translation>Chancen ohne Doppler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The player deciding wins {0} % (a gammon {1} %, a backgammon {2} %); the opponent wins {3} % (a gammon {4} %, a backgammon {5} %)</source>
        <translation>Der entscheidende Spieler gewinnt zu {0} % (einen Gammon zu {1} %, einen Backgammon zu {2} %); der Gegner gewinnt zu {3} % (einen Gammon zu {4} %, einen Backgammon zu {5} %)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0} % (a gammon {1} %, a backgammon {2} %); the opponent wins {3} % (a gammon {4} %, a backgammon {5} %)</source>
        <translation>Du gewinnst zu {0} % (einen Gammon zu {1} %, einen Backgammon zu {2} %); der Gegner gewinnt zu {3} % (einen Gammon zu {4} %, einen Backgammon zu {5} %)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+7"/>
        <source>Take</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+9"/>
        <source>Drop</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+3"/>
        <source>Beaver</source>
        <translation>Biber</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No redouble</source>
        <translation>Kein Redouble</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No double</source>
        <translation>Nicht doppeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redouble, take</source>
        <translation>Redouble, annehmen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double, take</source>
        <translation>Doppeln, annehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redouble, pass</source>
        <translation>Redouble, passen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double, pass</source>
        <translation>Doppeln, passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take</source>
        <translation>annehmen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redouble, {0}</source>
        <translation>Redouble, {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double, {0}</source>
        <translation>Doppeln, {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too good to redouble, {0}</source>
        <translation>Zu gut für ein Redouble, {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too good to double, {0}</source>
        <translation>Zu gut zum Doppeln, {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No redouble, {0}</source>
        <translation>Kein Redouble, {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No double, {0}</source>
        <translation>Nicht doppeln, {0}</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../fibsgui/ui/history.py" line="+56"/>
        <source>Backgammon, 1 point</source>
        <extracomment>The columns of the history&apos;s table. Timestamps shown as dates (later ones are not a date this century can show; shown as &quot;—&quot;).</extracomment>
        <translation>Backgammon, 1 Punkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backgammon, longer matches</source>
        <translation>Backgammon, längere Matches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acey-deucey, 1 point</source>
        <translation>Acey-deucey, 1 Punkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acey-deucey, longer matches</source>
        <translation>Acey-deucey, längere Matches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabula, 1 point</source>
        <translation>Tabula, 1 Punkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabula, longer matches</source>
        <translation>Tabula, längere Matches</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Type the name of a player.</source>
        <translation>Gib den Namen eines Spielers ein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Asking the server for {0}&apos;s matches…</source>
        <translation>Frage den Server nach den Matches von {0}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No matches on this page.</source>
        <translation>Keine Matches auf dieser Seite.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Match history</source>
        <translation>Matchverlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous page</source>
        <translation>Vorherige Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next page</source>
        <translation>Nächste Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Page {0} of {1}</source>
        <translation>Seite {0} von {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratings of {0}: {1}</source>
        <translation>Ratings von {0}: {1}</translation>
    </message>
</context>
<context>
    <name>IdsDialog</name>
    <message>
        <location filename="../fibsgui/ui/ids.py" line="+99"/>
        <source>Practise from gnubg IDs</source>
        <extracomment>The most characters a field takes (an ID is 12 or 14; gnubg&apos;s two lines are about 50).</extracomment>
        <translation>Aus gnubg-IDs üben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste GNU Backgammon&apos;s Position ID, and its Match ID for the score, cube and dice (without it: money play, the cube in the centre). You play the side on roll.</source>
        <translation>Füge die Positions-ID von GNU Backgammon ein und ihre Match-ID für Stand, Doppler und Würfel (ohne sie: Geldspiel, der Doppler in der Mitte). Du spielst die Seite, die am Wurf ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Position ID:</source>
        <translation>&amp;Positions-ID:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Match ID (optional):</source>
        <translation>&amp;Match-ID (optional):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A Position ID is needed.</source>
        <translation>Eine Positions-ID wird gebraucht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Position ID: it has 14 letters and digits, like 4HPwATDgc/ABMA.</source>
        <translation>Das ist keine Positions-ID: Sie hat 14 Buchstaben und Ziffern, wie 4HPwATDgc/ABMA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Match ID: it has 12 letters and digits, like cAkAAAAAAAAA.</source>
        <translation>Das ist keine Match-ID: Sie hat 12 Buchstaben und Ziffern, wie cAkAAAAAAAAA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Match ID is of a game already decided.</source>
        <translation>Die Match-ID gehört zu einem schon entschiedenen Spiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this position a side has borne off every checker: there is nothing to play.</source>
        <translation>In dieser Stellung hat eine Seite alle Steine abgetragen: Es gibt nichts zu spielen.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <location filename="../fibsgui/ui/players.py" line="+69"/>
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
    <name>LibraryModel</name>
    <message>
        <location filename="../fibsgui/ui/library.py" line="+252"/>
        <source>Date</source>
        <extracomment>The folder (in the records&apos; folder) deleted records wait in until the window closes. The largest file imported. How much of a match is analysed: none, a part (the record grew since, or the analysis was stopped), or all of it; in this order in the sorted column.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analysed</source>
        <translation>Analysiert</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(cannot be read: {0})</source>
        <translation>(nicht lesbar: {0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analysed in part: the match went on after the analysis, or it was stopped. Open the match to analyse the rest.</source>
        <translation>Teilweise analysiert: das Match ging nach der Analyse weiter, oder sie wurde angehalten. Öffne das Match, um den Rest zu analysieren.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>partly</source>
        <translation>teilweise</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Won {0}</source>
        <translation>Gewonnen {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost {0}</source>
        <translation>Verloren {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unfinished {0}</source>
        <translation>Offen {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watched {0}</source>
        <translation>Zugeschaut {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Imported {0}</source>
        <translation>Importiert {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unfinished</source>
        <translation>Offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watched</source>
        <translation>Zugeschaut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location line="+154"/>
        <source>Match library</source>
        <extracomment>A record to open on the board: its path. The list was read and shown (for scripts and tests).</extracomment>
        <translation>Matcharchiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;pponent:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Result:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find:</source>
        <translation>Su&amp;che:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names, dates, servers</source>
        <translation>Namen, Daten, Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All opponents</source>
        <translation>Alle Gegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All results</source>
        <translation>Alle Ergebnisse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export .&amp;mat…</source>
        <translation>.&amp;mat exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;SGF…</source>
        <translation>&amp;SGF exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo delete</source>
        <translation>Löschen &amp;rückgängig</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unfinished {0}</source>
        <translation>Offen {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watched {0}</source>
        <translation>Zugeschaut {0}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The match records cannot be listed: {0}</source>
        <translation>Die Matchaufzeichnungen können nicht aufgelistet werden: {0}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reading the records…</source>
        <translation>Lese die Aufzeichnungen…</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+2"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Match</numerusform>
            <numerusform>%n Matches</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+69"/>
        <source>%n match(es) deleted; Undo brings them back until this window closes.</source>
        <translation>
            <numerusform>%n Match gelöscht; „Löschen rückgängig“ holt es zurück, bis dieses Fenster geschlossen wird.</numerusform>
            <numerusform>%n Matches gelöscht; „Löschen rückgängig“ holt sie zurück, bis dieses Fenster geschlossen wird.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) going on now cannot be deleted.</source>
        <translation>
            <numerusform>%n Match, das gerade läuft, kann nicht gelöscht werden.</numerusform>
            <numerusform>%n Matches, die gerade laufen, können nicht gelöscht werden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Some records could not be moved to {0}: {1}</source>
        <translation>Einige Aufzeichnungen konnten nicht nach {0} verschoben werden: {1}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0} could not be brought back: {1}</source>
        <translation>{0} konnte nicht zurückgeholt werden: {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) brought back.</source>
        <translation>
            <numerusform>%n Match zurückgeholt.</numerusform>
            <numerusform>%n Matches zurückgeholt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Export as .mat</source>
        <translation>Als .mat exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export as SGF</source>
        <translation>Als SGF exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GNU Backgammon match (*.mat)</source>
        <translation>Match von GNU Backgammon (*.mat)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GNU Backgammon SGF (*.sgf)</source>
        <translation>SGF von GNU Backgammon (*.sgf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The record cannot be read: {0}</source>
        <translation>Die Aufzeichnung kann nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} could not be written: {1}</source>
        <translation>{0} konnte nicht geschrieben werden: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to {0}.</source>
        <translation>Nach {0} exportiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replace the file?</source>
        <translation>Die Datei ersetzen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is there already. Replace it with this match?</source>
        <translation>{0} gibt es schon. Durch dieses Match ersetzen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not exported: {0} is left as it was.</source>
        <translation>Nicht exportiert: {0} bleibt, wie es war.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Import matches</source>
        <translation>Matches importieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match files (*.mat *.sgf *.txt);;All files (*)</source>
        <translation>Matchdateien (*.mat *.sgf *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} cannot be read: {1}</source>
        <translation>{0} kann nicht gelesen werden: {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} holds no match that can be read: {1}</source>
        <translation>{0} enthält kein lesbares Match: {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} could not be kept in the library.</source>
        <translation>{0} konnte nicht im Matcharchiv aufbewahrt werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}: imported, with problems: {1}</source>
        <translation>{0}: importiert, mit Problemen: {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n match(es) imported.</source>
        <translation>
            <numerusform>%n Match importiert.</numerusform>
            <numerusform>%n Matches importiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LicenceDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="-170"/>
        <source>Licence of {0}</source>
        <translation>Lizenz von {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} cannot be read: {1}</source>
        <translation>{0} kann nicht gelesen werden: {1}</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+87"/>
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
        <location filename="../fibsgui/ui/login.py" line="+69"/>
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
        <location line="+131"/>
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
        <location line="+14"/>
        <source>{0}: a custom server</source>
        <translation>{0}: ein eigener Server</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: a custom server ({1}:{2})</source>
        <translation>{0}: ein eigener Server ({1}:{2})</translation>
    </message>
    <message>
        <location line="+52"/>
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
        <location line="+10"/>
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
        <location line="+117"/>
        <source>Cancelled: not connected.</source>
        <translation>Abgebrochen: nicht verbunden.</translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message>
        <location filename="../fibsgui/ui/online.py" line="+255"/>
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
        <location filename="../fibsgui/ui/mainwindow.py" line="+514"/>
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
        <location line="+2"/>
        <source>&amp;Server</source>
        <translation>Se&amp;rver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Folders of logs and settings…</source>
        <translation>&amp;Ordner für Protokolle und Einstellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About fibsgui</source>
        <translation>&amp;Über fibsgui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;theme</source>
        <translation>&amp;Brettdesign</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>Bee&amp;nden</translation>
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
        <location line="+2"/>
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
        <location line="+2"/>
        <source>Library</source>
        <translation>Archiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every match recorded: open, export, import, delete</source>
        <translation>Alle aufgezeichneten Matches: öffnen, exportieren, importieren, löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rating history…</source>
        <translation>&amp;Ratingverlauf…</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location filename="../fibsgui/ui/servers.py" line="+218"/>
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
        <location line="+150"/>
        <source>Settings not saved: {0}</source>
        <translation>Einstellungen nicht gespeichert: {0}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Logging out of {0} to log in to {1}.</source>
        <translation>Abmeldung von {0}, um dich bei {1} anzumelden.</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <location line="+209"/>
        <source>Leave the match against {0}?</source>
        <translation>Das Match gegen {0} verlassen?</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>You are playing this match on the server: it can be analysed once it is over (fair play).</source>
        <translation>Du spielst dieses Match auf dem Server: Es kann analysiert werden, sobald es vorbei ist (Fairplay).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You are playing a match on the server: practise from here once it is over.</source>
        <translation>Du spielst ein Match auf dem Server: Übe von hier aus, sobald es vorbei ist.</translation>
    </message>
    <message>
        <location line="+41"/>
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
        <source>Match records cannot be saved in {0} ({1}). Play goes on; the match is not kept in the match library.</source>
        <translation>Matchaufzeichnungen können nicht in {0} gespeichert werden ({1}). Das Spiel geht weiter; das Match wird nicht im Matcharchiv aufbewahrt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating history cannot be saved in {0} ({1}). The server keeps your rating; the graph misses this point.</source>
        <translation>Dein Ratingverlauf kann nicht in {0} gespeichert werden ({1}). Der Server behält dein Rating; in der Grafik fehlt dieser Punkt.</translation>
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
        <location line="+31"/>
        <source>No match on the board is being recorded.</source>
        <translation>Kein Match auf dem Brett wird aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>You are playing a match against {0}. Quitting leaves it; the server saves it, and you can resume it later by inviting {0} again.</source>
        <translation>Du spielst ein Match gegen {0}. Beim Beenden verlässt du es; der Server speichert es, und du kannst es später fortsetzen, indem du {0} wieder einlädst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are playing a match against {0}, and quitting leaves it.</source>
        <translation>Du spielst ein Match gegen {0}, und beim Beenden verlässt du es.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The practice match, {0}, cannot be saved ({1}) and ends here.</source>
        <translation>Das Übungsmatch, {0}, kann nicht gespeichert werden ({1}) und endet hier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The practice match, {0}, is not kept and ends here.</source>
        <translation>Das Übungsmatch, {0}, wird nicht aufbewahrt und endet hier.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit fibsgui?</source>
        <translation>fibsgui beenden?</translation>
    </message>
    <message>
        <location line="-570"/>
        <location line="+104"/>
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
        <location line="-386"/>
        <source>Re&amp;sign</source>
        <translation>Au&amp;fgeben</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Log ou&amp;t</source>
        <translation>A&amp;bmelden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match li&amp;brary…</source>
        <translation>&amp;Matcharchiv…</translation>
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
        <location line="+19"/>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>It is your turn against {0}.</source>
        <translation>Du bist dran gegen {0}.</translation>
    </message>
    <message>
        <location line="+24"/>
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
    <name>MatchHistory</name>
    <message>
        <location filename="../fibsgui/ui/history.py" line="+31"/>
        <source>Match &amp;history…</source>
        <translation>&amp;Matchverlauf…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player&apos;s matches on the server, and their replays</source>
        <translation>Die Matches eines Spielers auf dem Server und ihre Wiedergaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open match file…</source>
        <translation>Matchdatei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match in review: GNU Backgammon&apos;s .mat or SGF, a bgammon.org replay</source>
        <translation>Ein Match in der Rückschau: .mat oder SGF von GNU Backgammon, eine Wiedergabe von bgammon.org</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Asking the server for the replay…</source>
        <translation>Frage den Server nach der Wiedergabe…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The server takes you out of your match against {0} when you ask for a history or a replay. Leave the match and ask?</source>
        <translation>Der Server nimmt dich aus deinem Match gegen {0}, wenn du nach einem Verlauf oder einer Wiedergabe fragst. Das Match verlassen und fragen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server takes you out of your match when you ask for a history or a replay. Leave the match and ask?</source>
        <translation>Der Server nimmt dich aus deinem Match, wenn du nach einem Verlauf oder einer Wiedergabe fragst. Das Match verlassen und fragen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the match?</source>
        <translation>Das Match verlassen?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The server has no replay of that game.</source>
        <translation>Der Server hat keine Wiedergabe dieses Spiels.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The replay is too large to show.</source>
        <translation>Die Wiedergabe ist zu groß, um sie zu zeigen.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open a match file</source>
        <translation>Eine Matchdatei öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match files (*.mat *.sgf *.match *.jsonl *.txt);;GNU Backgammon&apos;s match text (*.mat *.txt);;GNU Backgammon&apos;s SGF (*.sgf);;bgammon.org replays (*.match);;fibsgui&apos;s records (*.jsonl);;All files (*)</source>
        <translation>Matchdateien (*.mat *.sgf *.match *.jsonl *.txt);;Matchtext von GNU Backgammon (*.mat *.txt);;SGF von GNU Backgammon (*.sgf);;Wiedergaben von bgammon.org (*.match);;Aufzeichnungen von fibsgui (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>it is larger than any match</source>
        <translation>die Datei ist größer als jedes Match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no match could be read from it</source>
        <translation>daraus konnte kein Match gelesen werden</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Open a replay</source>
        <translation>Eine Wiedergabe öffnen</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>it is larger than {0} MB, more than any replay</source>
        <translation>die Datei ist größer als {0} MB, mehr als jede Wiedergabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+20"/>
        <source>it is not a file</source>
        <translation>es ist keine Datei</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>{0} cannot be opened: {1}</source>
        <translation>{0} kann nicht geöffnet werden: {1}</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>{0} holds no game of bgammon.org.</source>
        <translation>{0} enthält kein Spiel von bgammon.org.</translation>
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
        <translation>Du</translation>
    </message>
    <message>
        <location line="-479"/>
        <source>{0} plays at {1} strength from now on</source>
        <translation>{0} spielt ab jetzt auf der Stufe „{1}“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intermediate</source>
        <translation>Mittelstufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>world class</source>
        <translation>Weltklasse</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>The engine failed: {0}</source>
        <translation>Die Engine hat einen Fehler gemeldet: {0}</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>practice plays matches of up to 25 points</source>
        <translation>geübt werden Matches bis zu 25 Punkten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is decided there</source>
        <translation>das Spiel ist dort schon entschieden</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Money session resumed: you {0}, {1} {2}</source>
        <translation>Geldspiel-Runde fortgesetzt: du {0}, {1} {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match resumed: {0}-point match, you lead {1}–{2}</source>
        <translation>Match fortgesetzt: {0}-Punkte-Match, du führst {1}–{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match resumed: {0}-point match, {3} leads {2}–{1}</source>
        <translation>Match fortgesetzt: {0}-Punkte-Match, {3} führt {2}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match resumed: {0}-point match, {1}–{2}</source>
        <translation>Match fortgesetzt: {0}-Punkte-Match, {1}–{2}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The saved practice match {0} cannot be read ({1}). It is left as it is, and this match is not saved over it.</source>
        <translation>Das gespeicherte Übungsmatch {0} kann nicht gelesen werden ({1}). Es bleibt, wie es ist, und dieses Match wird nicht darüber gespeichert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be set aside</source>
        <translation>es kann nicht beiseitegelegt werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved practice match {0} was written by a newer version of fibsgui. It is kept as {1}, and a new match begins.</source>
        <translation>Das gespeicherte Übungsmatch {0} wurde von einer neueren Version von fibsgui geschrieben. Es wird als {1} aufbewahrt, und ein neues Match beginnt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved practice match {0} cannot be used ({1}). It is kept as {2}, and a new match begins.</source>
        <translation>Das gespeicherte Übungsmatch {0} kann nicht verwendet werden ({1}). Es wird als {2} aufbewahrt, und ein neues Match beginnt.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The practice match cannot be saved in {0} ({1}). Play goes on, but the match will not come back after fibsgui closes.</source>
        <translation>Das Übungsmatch kann nicht in {0} gespeichert werden ({1}). Das Spiel geht weiter, aber das Match kommt nach dem Beenden von fibsgui nicht wieder.</translation>
    </message>
    <message>
        <location line="+85"/>
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
        <location line="+17"/>
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
    <message>
        <location line="+2"/>
        <source>You beaver: the cube is at {0}</source>
        <translation>Du biberst: Der Doppler steht auf {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{1} beavers: the cube is at {0}</source>
        <translation>{1} bibert: Der Doppler steht auf {0}</translation>
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
        <location line="+7"/>
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
        <location filename="../fibsgui/models/online.py" line="+48"/>
        <source>{0} refused the connection on port {1}: no server is running there now. Try again later, or check the server address.</source>
        <translation>{0} hat die Verbindung auf Port {1} abgelehnt: Dort läuft gerade kein Server. Versuche es später noch einmal, oder prüfe die Serveradresse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} did not answer on port {1}. Check your connection or try again later.</source>
        <translation>{0} hat auf Port {1} nicht geantwortet. Prüfe deine Verbindung oder versuche es später noch einmal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} cannot be reached from this computer on port {1}. Check your network connection and the server address.</source>
        <translation>{0} ist von diesem Computer aus auf Port {1} nicht erreichbar. Prüfe deine Netzwerkverbindung und die Serveradresse.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} closed the connection on port {1} before the login was done. Try again later.</source>
        <translation>{0} hat die Verbindung auf Port {1} vor Ende der Anmeldung geschlossen. Versuche es später noch einmal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to {0} on port {1} broke before the login was done. Try again later.</source>
        <translation>Die Verbindung zu {0} auf Port {1} ist vor Ende der Anmeldung abgebrochen. Versuche es später noch einmal.</translation>
    </message>
    <message>
        <location line="+26"/>
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
        <location line="+14"/>
        <source>Cannot connect to {0} on port {1}. Check your network connection and the server address.</source>
        <translation>Keine Verbindung zu {0} auf Port {1}. Prüfe deine Netzwerkverbindung und die Serveradresse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The login to {0} did not work: {1}.</source>
        <translation>Die Anmeldung bei {0} hat nicht geklappt: {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The login to {0} did not work. Please try again.</source>
        <translation>Die Anmeldung bei {0} hat nicht geklappt. Bitte versuche es noch einmal.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>The server refused the login as {0}: wrong name or password.</source>
        <translation>Der Server hat die Anmeldung als {0} abgelehnt: falscher Name oder falsches Passwort.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>The server name {0} was not found. Check the server address and your network.</source>
        <translation>Der Servername {0} wurde nicht gefunden. Prüfe die Serveradresse und dein Netzwerk.</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location line="+15"/>
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
        <location line="+72"/>
        <source>Not connected: {0} was not sent.</source>
        <translation>Nicht verbunden: {0} wurde nicht gesendet.</translation>
    </message>
</context>
<context>
    <name>OnlineGame</name>
    <message>
        <location line="+280"/>
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
        <location line="+4"/>
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
        <location filename="../fibsgui/ui/online.py" line="-96"/>
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
        <source>Review…</source>
        <translation>Rückschau…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This match from its start in a window of its own, step by step, while it goes on here</source>
        <translation>Dieses Match von Beginn an in einem eigenen Fenster, Schritt für Schritt, während es hier weitergeht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match log</source>
        <translation>Matchprotokoll</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <location filename="../fibsgui/ui/practice.py" line="+244"/>
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
        <location line="+49"/>
        <source>New match</source>
        <translation>Neues Match</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+15"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>The engine&apos;s advice: the best plays for your roll, or the cube action before you roll or when you are doubled (H)</source>
        <translation>Der Rat der Engine: die besten Züge für deinen Wurf oder die Doppleraktion vor dem Würfeln oder wenn du gedoppelt wirst (H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jacoby rule</source>
        <translation>Jacoby-Regel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money play: gammons and backgammons count only once the cube has been turned. Applies from the next match.</source>
        <translation>Geldspiel: Gammons und Backgammons zählen erst, wenn der Doppler gedreht wurde. Gilt ab dem nächsten Match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beavers</source>
        <translation>Biber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money play: you may beaver the engine&apos;s double (take it and redouble at once, keeping the cube). The engine never beavers your doubles. Applies from the next match.</source>
        <translation>Geldspiel: Du darfst das Doppel der Engine bibern (annehmen und sofort zurückdoppeln, wobei du den Doppler behältst). Die Engine bibert deine Doppel nie. Gilt ab dem nächsten Match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match length applies from the next match (New match)</source>
        <translation>Die Matchlänge gilt ab dem nächsten Match (Neues Match)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s strength applies at once, in this match too</source>
        <translation>Die Gegnerstärke gilt sofort, auch in diesem Match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a row to see it on the board; Enter or a double click makes it</source>
        <translation>Wähle eine Zeile, um den Zug auf dem Brett zu sehen; Eingabe oder ein Doppelklick spielt ihn</translation>
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
        <location line="+1"/>
        <source>Practise from gnubg &amp;IDs…</source>
        <translation>Aus gnubg-&amp;IDs üben…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Start a new match? You give up {0}, and it cannot be resumed.</source>
        <translation>Ein neues Match beginnen? Du gibst {0} auf, und das lässt sich nicht fortsetzen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new match</source>
        <translation>Neues Match beginnen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Practice plays matches of up to {0} points.</source>
        <translation>Geübt werden Matches bis zu {0} Punkten.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This position cannot be practised: {0}</source>
        <translation>Aus dieser Stellung kann nicht geübt werden: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Practise from this position? You give up {0}, and it cannot be resumed.</source>
        <translation>Aus dieser Stellung üben? Du gibst {0} auf, und das lässt sich nicht fortsetzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Practise from here</source>
        <translation>Von hier üben</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Opponent: GNU Backgammon ({0})</source>
        <translation>Gegner: GNU Backgammon ({0})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent: the built-in bot ({0}); GNU Backgammon is not available</source>
        <translation>Gegner: der eingebaute Bot ({0}); GNU Backgammon ist nicht verfügbar</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Not estimated by this engine</source>
        <translation>Von dieser Engine nicht geschätzt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best plays for {0}-{1}</source>
        <translation>Beste Züge für {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>({0} does not estimate the chances marked —)</source>
        <translation>({0} schätzt die mit — markierten Chancen nicht)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Proper cube action: {0}</source>
        <translation>Richtige Doppleraktion: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proper cube action: {0} ({1}-ply)</source>
        <translation>Richtige Doppleraktion: {0} ({1}-ply)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No hint: {0}</source>
        <translation>Kein Tipp: {0}</translation>
    </message>
</context>
<context>
    <name>RatingGraph</name>
    <message>
        <location filename="../fibsgui/ui/library.py" line="+94"/>
        <source>No rating recorded yet for this account: a point is added at each login and after each match.</source>
        <translation>Für dieses Konto ist noch kein Rating aufgezeichnet: Bei jeder Anmeldung und nach jedem Match kommt ein Punkt hinzu.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Rating {0:.2f}</source>
        <translation>Rating {0:.2f}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>experience {0}</source>
        <translation>Erfahrung {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>won against {0}</source>
        <translation>gewonnen gegen {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost against {0}</source>
        <translation>verloren gegen {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>change {0}</source>
        <translation>Änderung {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>login</source>
        <translation>Anmeldung</translation>
    </message>
</context>
<context>
    <name>RatingWindow</name>
    <message>
        <location line="+43"/>
        <source>Rating history</source>
        <translation>Ratingverlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Account:</source>
        <translation>&amp;Konto:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No account has a rating history yet.</source>
        <translation>Noch kein Konto hat einen Ratingverlauf.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Now {0:.2f} ({1} since {2}); %n match(es) recorded, {3} won.</source>
        <translation>
            <numerusform>Jetzt {0:.2f} ({1} seit {2}); %n Match aufgezeichnet, {3} gewonnen.</numerusform>
            <numerusform>Jetzt {0:.2f} ({1} seit {2}); %n Matches aufgezeichnet, {3} gewonnen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../fibsgui/ui/replay.py" line="+140"/>
        <source>Lines of this replay that could not be read or played: {0}</source>
        <extracomment>The longest a file name may be before it is shortened in a message. a file name was chosen with &quot;Open match file…&quot;: the owner opens it why the games are shown from their replay rather than as a match record (&quot;&quot; when they are)</extracomment>
        <translation>Zeilen dieser Wiedergabe, die nicht gelesen oder gespielt werden konnten: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>…and {0} more</source>
        <translation>…und {0} weitere</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save as .match…</source>
        <translation>Als .match speichern…</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game without its players&apos; names</source>
        <translation>Ein Spiel ohne die Namen seiner Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>acey-deucey</source>
        <translation>Acey-deucey</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tabula</source>
        <translation>Tabula</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>backgammon</source>
        <translation>Backgammon</translation>
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
        <location line="+0"/>
        <source>unlimited match</source>
        <translation>unbegrenztes Match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: {0} against {1}</source>
        <translation>Wiedergabe: {0} gegen {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}, {4}</source>
        <translation>{0} gegen {1}: {2}, {3}, {4}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open match file…</source>
        <translation>Matchdatei öffnen…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Save the replay</source>
        <translation>Wiedergabe speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org replays (*.match)</source>
        <translation>bgammon.org-Wiedergaben (*.match)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not saved: {0} is kept as it was.</source>
        <translation>Nicht gespeichert: {0} bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not saved: {0}</source>
        <translation>Nicht gespeichert: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not save {0}: {1}</source>
        <translation>{0} konnte nicht gespeichert werden: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved as {0}</source>
        <translation>Gespeichert als {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replace the file?</source>
        <translation>Die Datei ersetzen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists. Replace it with this replay?</source>
        <translation>{0} gibt es schon. Durch diese Wiedergabe ersetzen?</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/review.py" line="-29"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+17"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+237"/>
        <source>Game {0}: {1} {2} – {3} {4}</source>
        <translation>Spiel {0}: {1} {2} – {3} {4}</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>Crawford game</source>
        <translation>Crawford-Spiel</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>You {0}: cannot move</source>
        <translation>Du {0}: kannst nicht ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You {0}: {1}</source>
        <translation>Du {0}: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+222"/>
        <source>{0} {1}: cannot move</source>
        <translation>{0} {1}: kann nicht ziehen</translation>
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
        <translation>{0} zieht {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot move</source>
        <translation>{0} kann nicht ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} doppelt auf {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} takes</source>
        <translation>{0} nimmt an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} beavers: the cube at {1}</source>
        <translation>{0} bibert: Der Doppler steht auf {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} drops</source>
        <translation>{0} passt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} offers to resign {1}</source>
        <translation>{0} bietet an, {1} aufzugeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} nimmt die Aufgabe an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} lehnt die Aufgabe ab</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>The game was left unfinished</source>
        <translation>Das Spiel wurde nicht zu Ende gespielt</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>{0} wins {1}</source>
        <translation>{0} gewinnt {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You {0}</source>
        <translation>Du {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play {0}</source>
        <translation>Du ziehst {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot move</source>
        <translation>Du kannst nicht ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Du doppelst auf {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take</source>
        <translation>Du nimmst an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You beaver: the cube at {0}</source>
        <translation>Du biberst: Der Doppler steht auf {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You drop</source>
        <translation>Du passt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You offer to resign {0}</source>
        <translation>Du bietest an, {0} aufzugeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Du nimmst die Aufgabe an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You reject the resignation</source>
        <translation>Du lehnst die Aufgabe ab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0}</source>
        <translation>Du gewinnst {0}</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>a backgammon</source>
        <translation>einen Backgammon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a gammon</source>
        <translation>einen Gammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single game</source>
        <translation>ein einfaches Spiel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game&apos;s board cannot be drawn: its actions are listed beside it.</source>
        <translation>Das Brett dieses Spiels kann nicht gezeichnet werden: Seine Aktionen stehen daneben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From here the moves could not be played on the board: they are listed beside it.</source>
        <translation>Ab hier konnten die Züge nicht auf dem Brett gespielt werden: Sie stehen daneben.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game {0}</source>
        <translation>Spiel {0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} doubles to {1}: taken</source>
        <translation>{0} doppelt auf {1}: angenommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}: dropped</source>
        <translation>{0} doppelt auf {1}: gepasst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} ends the game (resigns or leaves)</source>
        <translation>{0} beendet das Spiel (gibt auf oder geht)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../fibsgui/ui/review.py" line="+272"/>
        <source>Parts of this match that could not be read or played: {0}</source>
        <extracomment>&quot;Practise from here&quot;: the frame (a :class:`fibsgui.records.Frame`) and the side the player takes asked whether a record may be analysed: &quot;&quot; if so, else why not in words (fair play: never the match the user is playing on a server)</extracomment>
        <translation>Teile dieses Matches, die nicht gelesen oder gespielt werden konnten: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>…and {0} more</source>
        <translation>…und {0} weitere</translation>
    </message>
    <message>
        <location line="+198"/>
        <source>The analysis kept in {0} cannot be read ({1}); analysing again keeps that file aside.</source>
        <translation>Die in {0} aufbewahrte Analyse kann nicht gelesen werden ({1}); eine neue Analyse legt diese Datei beiseite.</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+1"/>
        <location line="+411"/>
        <location line="+52"/>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <location line="-460"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>No analysis of this action.</source>
        <translation>Keine Analyse dieser Aktion.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>doubtful (?!)</source>
        <translation>zweifelhaft (?!)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an error (?)</source>
        <translation>ein Fehler (?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a blunder (??)</source>
        <translation>ein Patzer (??)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} {1}-{2}: {3}, the only play</source>
        <translation>{0} {1}-{2}: {3}, der einzige Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} {1}-{2}: {3}, the best play of {4}</source>
        <translation>{0} {1}-{2}: {3}, der beste von {4} Zügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} {1}-{2}: {3}, ranked {4} of {5}, loses {6:.3f}</source>
        <translation>{0} {1}-{2}: {3}, Platz {4} von {5}, verliert {6:.3f}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You do not double</source>
        <translation>Du doppelst nicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You double</source>
        <translation>Du doppelst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take</source>
        <translation>Du nimmst an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You beaver</source>
        <translation>Du biberst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drop</source>
        <translation>Du passt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} does not double</source>
        <translation>{0} doppelt nicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} doubles</source>
        <translation>{0} doppelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes</source>
        <translation>{0} nimmt an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} beavers</source>
        <translation>{0} bibert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops</source>
        <translation>{0} passt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loses {0:.3f}</source>
        <translation>verliert {0:.3f}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>very lucky</source>
        <translation>sehr glücklich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lucky</source>
        <translation>glücklich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlucky</source>
        <translation>unglücklich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>very unlucky</source>
        <translation>sehr unglücklich</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Luck of your roll: {0} ({1})</source>
        <translation>Glück deines Wurfs: {0} ({1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck of your roll: {0}</source>
        <translation>Glück deines Wurfs: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Luck of {0}&apos;s roll: {1} ({2})</source>
        <translation>Glück beim Wurf von {0}: {1} ({2})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck of {0}&apos;s roll: {1}</source>
        <translation>Glück beim Wurf von {0}: {1}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The play made: its chances are not kept</source>
        <translation>Der gespielte Zug: Seine Chancen sind nicht gespeichert</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Proper cube action: {0}</source>
        <translation>Richtige Doppleraktion: {0}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Only a match of backgammon kept as a record can be analysed.</source>
        <translation>Nur ein als Aufzeichnung aufbewahrtes Backgammon-Match kann analysiert werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GNU Backgammon&apos;s engine is not installed: the analysis needs it.</source>
        <translation>Die Engine von GNU Backgammon ist nicht installiert: Die Analyse braucht sie.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Analyse every game of the match with GNU Backgammon&apos;s engine</source>
        <translation>Jedes Spiel des Matches mit der Engine von GNU Backgammon analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse the game shown with GNU Backgammon&apos;s engine</source>
        <translation>Das gezeigte Spiel mit der Engine von GNU Backgammon analysieren</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The analysis cannot be kept in {0} ({1}): it is shown until this window closes.</source>
        <translation>Die Analyse kann nicht in {0} aufbewahrt werden ({1}): Sie wird gezeigt, bis dieses Fenster geschlossen wird.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Stopping the analysis…</source>
        <translation>Beende die Analyse…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysing game {0} at {1}-ply…</source>
        <translation>Analysiere Spiel {0} mit {1}-ply…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysing the match at {0}-ply…</source>
        <translation>Analysiere das Match mit {0}-ply…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The analysis failed: {0}</source>
        <translation>Die Analyse ist fehlgeschlagen: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not analysed yet.</source>
        <translation>Noch nicht analysiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analysed at {0}-ply (cube decisions at {1}-ply).</source>
        <translation>Analysiert mit {0}-ply (Dopplerentscheidungen mit {1}-ply).</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>stopped before the end of %n game(s): {0}</source>
        <translation>
            <numerusform>vor dem Ende von %n Spiel angehalten: {0}</numerusform>
            <numerusform>vor dem Ende von %n Spielen angehalten: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>moves were added since in %n game(s): {0}</source>
        <translation>
            <numerusform>seitdem kamen Züge in %n Spiel hinzu: {0}</numerusform>
            <numerusform>seitdem kamen Züge in %n Spielen hinzu: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) not analysed: {0}</source>
        <translation>
            <numerusform>%n Spiel nicht analysiert: {0}</numerusform>
            <numerusform>%n Spiele nicht analysiert: {0}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial analysis: {0}. Analyse again to complete it.</source>
        <translation>Teilweise Analyse: {0}. Analysiere erneut, um sie zu vervollständigen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Analyse match</source>
        <translation>Match analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse this game</source>
        <translation>Dieses Spiel analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look-ahead:</source>
        <translation>Vorausschau:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0-ply (fast)</source>
        <translation>0-ply (schnell)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1-ply</source>
        <translation>1-ply</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2-ply (slow)</source>
        <translation>2-ply (langsam)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How far GNU Backgammon looks ahead for each play: deeper is stronger and slower (cube decisions at least 1-ply)</source>
        <translation>Wie weit GNU Backgammon bei jedem Zug vorausschaut: tiefer ist stärker und langsamer (Dopplerentscheidungen mindestens 1-ply)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the analysis: what is done is kept</source>
        <translation>Die Analyse anhalten: Was fertig ist, bleibt erhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your chance to win the game (above 50 %: you are ahead). Dots: ?! doubtful, ? error, ?? blunder; triangles: luck. Click to go there.</source>
        <translation>Deine Gewinnchance im Spiel (über 50&#xa0;%: du führst). Punkte: ?!&#xa0;zweifelhaft, ?&#xa0;Fehler, ??&#xa0;Patzer; Dreiecke: Glück. Klicken springt dorthin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}&apos;s chance to win the game (above 50 %: {0} ahead). Dots: ?! doubtful, ? error, ?? blunder; triangles: luck. Click to go there.</source>
        <translation>Gewinnchance von {0} (über 50&#xa0;%: {0} führt). Punkte: ?!&#xa0;zweifelhaft, ?&#xa0;Fehler, ??&#xa0;Patzer; Dreiecke: Glück. Klicken springt dorthin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a moment to show it</source>
        <translation>Klicke auf einen Moment, um ihn zu zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marks: ?! doubtful · ? error · ?? blunder · + lucky · ++ very lucky · − unlucky · −− very unlucky</source>
        <translation>Zeichen: ?!&#xa0;zweifelhaft · ?&#xa0;Fehler · ??&#xa0;Patzer · +&#xa0;glücklich · ++&#xa0;sehr&#xa0;glücklich · −&#xa0;unglücklich · −−&#xa0;sehr&#xa0;unglücklich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a play to see it on the board</source>
        <translation>Wähle einen Zug, um ihn auf dem Brett zu sehen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} {1} – {2} {3}</source>
        <translation>{0} {1} – {2} {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} (match to {1})</source>
        <translation>{0} (Match bis {1})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Crawford game (no cube)</source>
        <translation>das Crawford-Spiel (kein Doppler)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>centred</source>
        <translation>in der Mitte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cube {0} ({1})</source>
        <translation>Doppler {0} ({1})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dice {0}</source>
        <translation>Würfel {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pips {0}–{1}</source>
        <translation>Pips {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the game</source>
        <translation>Du gewinnst das Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the game</source>
        <translation>{0} gewinnt das Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moment {0} of {1}</source>
        <translation>Moment {0} von {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The start of the match (Home)</source>
        <translation>Der Anfang des Matches (Pos1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the game, or of the game before (Up)</source>
        <translation>Der Anfang des Spiels oder des Spiels davor (Hoch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The action before (Left)</source>
        <translation>Die Aktion davor (Links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next action (Right)</source>
        <translation>Die nächste Aktion (Rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next game (Down)</source>
        <translation>Das nächste Spiel (Runter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end (End)</source>
        <translation>Das Ende (Ende)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to live</source>
        <translation>Zurück zum Live-Stand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match goes on: show its latest moment</source>
        <translation>Das Match läuft weiter: seinen neuesten Moment zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise from here</source>
        <translation>Von hier üben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An offline game against the engine from this position, score and cube</source>
        <translation>Ein Offline-Spiel gegen die Engine ab dieser Stellung, mit diesem Stand und Doppler</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review</source>
        <translation>Rückschau</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point match</source>
        <translation>
            <numerusform>%n-Punkte-Match</numerusform>
            <numerusform>%n-Punkte-Match</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>money play</source>
        <translation>Geldspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offline practice</source>
        <translation>Offline-Übung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}</source>
        <translation>{0} gegen {1}: {2}, {3}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review: {0} against {1}</source>
        <translation>Rückschau: {0} gegen {1}</translation>
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
    <name>ServerLink</name>
    <message>
        <location filename="../fibsgui/models/server.py" line="+231"/>
        <source>This server has no setting {0}.</source>
        <extracomment>Invitation lengths that are not a number of points (see :meth:`ServerLink.player_action`). What a server may offer; :attr:`ServerLink.features` names those it has. What this server offers (names from :data:`FEATURES`); the window offers nothing else.</extracomment>
        <translation>Dieser Server hat keine Einstellung {0}.</translation>
    </message>
</context>
<context>
    <name>ServerSwitch</name>
    <message>
        <location filename="../fibsgui/ui/servers.py" line="-6"/>
        <source>{0} has no player list: find opponents in the lobby.</source>
        <extracomment>A server&apos;s client, link and controller were made (a Server): the match records follow it.</extracomment>
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
    <message>
        <location line="+3"/>
        <source>Following</source>
        <translation>Gefolgte Spieler</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../fibsgui/ui/settings.py" line="+55"/>
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
        <location line="+54"/>
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
        <source>Ask before resigning, giving up a match for a new one, or quitting during a match</source>
        <translation>Vor dem Aufgeben, vor dem Abbruch eines Matches für ein neues und vor dem Beenden während eines Matches fragen</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Moving checkers:</source>
        <translation>Steinbewegung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once (no animation)</source>
        <translation>Sofort (ohne Animation)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+354"/>
        <source>Log in to see and change the server&apos;s settings.</source>
        <translation>Melde dich an, um die Einstellungen auf dem Server zu sehen und zu ändern.</translation>
    </message>
    <message>
        <location line="-350"/>
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
        <location line="+267"/>
        <source>The server kept its value of {0}: {1}</source>
        <translation>Der Server behielt seinen Wert für {0}: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+93"/>
        <source>The server kept its value of {0}.</source>
        <translation>Der Server behielt seinen Wert für {0}.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The server has sent no settings: a guest has none, an account&apos;s come with the login.</source>
        <translation>Der Server hat keine Einstellungen geschickt: Ein Gast hat keine, die eines Kontos kommen mit der Anmeldung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server keeps these settings with your account. Those shown greyed are changed elsewhere.</source>
        <translation>Der Server speichert diese Einstellungen mit deinem Konto. Die grau dargestellten werden anderswo geändert.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="-219"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the board</source>
        <translation>Auf dem Brett</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../fibsgui/ui/welcome.py" line="+88"/>
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
        <location filename="../fibsgui/ui/whois.py" line="+32"/>
        <source>About {0}</source>
        <translation>Über {0}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../fibsgui/app.py" line="+125"/>
        <source>fibsgui cannot start</source>
        <translation>fibsgui kann nicht starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fibsgui cannot start: {0}</source>
        <translation>fibsgui kann nicht starten: {0}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>fibsgui is already running</source>
        <translation>fibsgui läuft bereits</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui is already running with the data folder {0} (process {1}), and its window could not be brought forward: {2}.</source>
        <translation>fibsgui läuft bereits mit dem Datenordner {0} (Prozess {1}), und sein Fenster konnte nicht nach vorn geholt werden: {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fibsgui is already running with the data folder {0}, and its window could not be brought forward: {1}.</source>
        <translation>fibsgui läuft bereits mit dem Datenordner {0}, und sein Fenster konnte nicht nach vorn geholt werden: {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one copy of fibsgui can use a data folder at a time, so that both do not play and record the same match. Switch to the window of the copy that runs, or close it and start fibsgui again.</source>
        <translation>Nur eine Kopie von fibsgui kann einen Datenordner zur selben Zeit verwenden, damit nicht beide dasselbe Match spielen und aufzeichnen. Wechseln Sie zum Fenster der laufenden Kopie, oder schließen Sie sie und starten Sie fibsgui erneut.</translation>
    </message>
    <message>
        <location line="+115"/>
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
<context>
    <name>instance</name>
    <message>
        <location filename="../fibsgui/instance.py" line="+166"/>
        <location line="+2"/>
        <source>it did not answer</source>
        <translation>es hat nicht geantwortet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it does not listen for other starts</source>
        <translation>es nimmt keine Anfragen anderer Starts an</translation>
    </message>
</context>
</TS>
