<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>BgammonClient</name>
    <message>
        <location filename="../fibsgui/models/bgammon.py" line="+136"/>
        <location line="+62"/>
        <source>The login did not work: {0}</source>
        <extracomment>How often the lobby is asked for while logged in and not in a match (milliseconds).</extracomment>
        <translation>La connexion a échoué : {0}</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>The name {0} is already taken. Please choose another one.</source>
        <translation>Le nom {0} est déjà pris. Veuillez en choisir un autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please give a password.</source>
        <translation>Veuillez indiquer un mot de passe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>The server did not create the account: {0}</source>
        <translation>Le serveur n&apos;a pas créé le compte : {0}</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;, and not only digits: {0} cannot be used.</source>
        <translation>Un nom bgammon.org ne contient que des lettres, des chiffres et « _ », et pas uniquement des chiffres : {0} ne peut pas être utilisé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}:{1} accepted the connection but did not answer: it may not be a bgammon.org server, or it may be overloaded.</source>
        <translation>{0}:{1} a accepté la connexion mais n&apos;a pas répondu : ce n&apos;est peut-être pas un serveur bgammon.org, ou il est surchargé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}:{1} accepted the connection but did not answer the login like a bgammon.org server.</source>
        <translation>{0}:{1} a accepté la connexion mais n&apos;a pas répondu à l&apos;identification comme un serveur bgammon.org.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot connect to {0}:{1}. Check the server address and your network.
({2})</source>
        <translation>Impossible de se connecter à {0}:{1}. Vérifiez l&apos;adresse du serveur et votre réseau.
({2})</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+5"/>
        <source>Not connected: {0} was not sent.</source>
        <translation>Non connecté : {0} n&apos;a pas été envoyé.</translation>
    </message>
</context>
<context>
    <name>BgammonGameController</name>
    <message>
        <location line="+308"/>
        <source>The move was refused.</source>
        <translation>Le coup a été refusé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server refused the command ({0}).</source>
        <translation>Le serveur a refusé la commande ({0}).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} joins the match</source>
        <translation>{0} rejoint le match</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} left the match</source>
        <translation>{0} a quitté le match</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You win the match {0}-{1}</source>
        <translation>Vous gagnez le match {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the match {1}-{2}</source>
        <translation>{0} gagne le match {1}-{2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new game starts</source>
        <translation>Une nouvelle partie commence</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You double to {0}</source>
        <translation>Vous doublez à {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} double à {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You take; the cube shows {0}</source>
        <translation>Vous acceptez ; le videau est à {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} takes; the cube shows {1}</source>
        <translation>{0} accepte ; le videau est à {1}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You roll {0} for the opening</source>
        <translation>Vous lancez {0} pour l&apos;ouverture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1} for the opening</source>
        <translation>{0} lance {1} pour l&apos;ouverture</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You roll {0}-{1}</source>
        <translation>Vous lancez {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1}-{2}</source>
        <translation>{0} lance {1}-{2}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} takes back the moves</source>
        <translation>{0} reprend ses coups</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} moves {1}</source>
        <translation>{0} joue {1}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You drop</source>
        <translation>Vous refusez le double</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You resign</source>
        <translation>Vous abandonnez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} drops</source>
        <translation>{0} refuse le double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns</source>
        <translation>{0} abandonne</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>Vous gagnez la partie : %n point</numerusform>
            <numerusform>Vous gagnez la partie : %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} gagne la partie : %n point</numerusform>
            <numerusform>{0} gagne la partie : %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The server refused: {0}</source>
        <translation>Le serveur a refusé : {0}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This variant (acey-deucey or tabula) is not drawn on the board yet: it is played with the server console, and its moves are in the match log.</source>
        <translation>Cette variante (acey-deucey ou tabula) n&apos;est pas encore dessinée sur le plateau : elle se joue avec la console du serveur, et ses coups sont dans le journal du match.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The server sent a position the board cannot show; the moves are in the match log.</source>
        <translation>Le serveur a envoyé une position que le plateau ne peut pas afficher ; les coups sont dans le journal du match.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The connection was lost: reconnecting, the match goes on when it is back</source>
        <translation>La connexion a été perdue : reconnexion en cours, le match reprend dès son retour</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watching {0} against {1}</source>
        <translation>Vous regardez {0} contre {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for an opponent to join the match</source>
        <translation>En attente d&apos;un adversaire pour le match</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>You cannot move</source>
        <translation>Vous ne pouvez pas jouer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You move {0}</source>
        <translation>Vous jouez {0}</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>bgammon.org has no resignation offers to answer.</source>
        <translation>bgammon.org n&apos;a pas d&apos;offres d&apos;abandon auxquelles répondre.</translation>
    </message>
</context>
<context>
    <name>BgammonLink</name>
    <message>
        <location line="-573"/>
        <source>A line from the server could not be read: {0}</source>
        <translation>Une ligne du serveur n&apos;a pas pu être lue : {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move was refused.</source>
        <translation>Le coup a été refusé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server refused the command ({0}).</source>
        <translation>Le serveur a refusé la commande ({0}).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>bgammon.org has no {0}.</source>
        <translation>Cela n&apos;existe pas sur bgammon.org : {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bgammon.org has only chat within a match (say), no {0}.</source>
        <translation>bgammon.org n&apos;a que le chat au sein d&apos;un match (say), pas de {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>bgammon.org has no invitations: create a match in the lobby, or join one.</source>
        <translation>bgammon.org n&apos;a pas d&apos;invitations : créez un match dans le salon, ou rejoignez-en un.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot show another match&apos;s board without joining it.</source>
        <translation>bgammon.org ne peut pas montrer le plateau d&apos;un autre match sans que vous le rejoigniez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org has no player details; see a player&apos;s history instead.</source>
        <translation>bgammon.org n&apos;a pas de fiche de joueur ; consultez plutôt l&apos;historique du joueur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot silence a player.</source>
        <translation>bgammon.org ne peut pas bâillonner un joueur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot hide a player.</source>
        <translation>bgammon.org ne peut pas masquer un joueur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot wait for a player; follow them to hear when they come.</source>
        <translation>bgammon.org ne peut pas attendre un joueur ; suivez-le pour savoir quand il arrive.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bgammon.org has no such action: {0}.</source>
        <translation>bgammon.org n&apos;a pas cette action : {0}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bgammon.org keeps no saved matches: an unfinished match waits only while its players come back.</source>
        <translation>bgammon.org ne garde pas de matchs sauvegardés : un match inachevé n&apos;attend que le retour de ses joueurs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bgammon.org has no invitations: join {0}&apos;s match from the lobby.</source>
        <translation>bgammon.org n&apos;a pas d&apos;invitations : rejoignez le match de {0} depuis le salon.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no invitations to withdraw.</source>
        <translation>bgammon.org n&apos;a pas d&apos;invitations à retirer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bgammon.org has no ready status: create a match in the lobby to play.</source>
        <translation>bgammon.org n&apos;a pas de statut « prêt » : créez un match dans le salon pour jouer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no away status.</source>
        <translation>bgammon.org n&apos;a pas de statut « absent ».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no server toggles such as {0}.</source>
        <translation>bgammon.org n&apos;a pas d&apos;options de serveur comme {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no server variables such as {0}.</source>
        <translation>bgammon.org n&apos;a pas de variables de serveur comme {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org keeps its settings by itself: there is nothing to save.</source>
        <translation>bgammon.org conserve lui-même ses réglages : il n&apos;y a rien à enregistrer.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../fibsgui/ui/board/scene.py" line="+541"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Score {0}/{1}</source>
        <translation>Score {0}/{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score {0}</source>
        <translation>Score {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pips {0}</source>
        <translation>Pips {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}-point match</source>
        <translation>Match en {0} points</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crawford game</source>
        <translation>partie Crawford</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>post-Crawford</source>
        <translation>post-Crawford</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Money game</source>
        <translation>Partie d&apos;argent</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} pt</source>
        <translation>{0} pt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>money</source>
        <translation>argent</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double</source>
        <translation>Doubler</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You win the match {0}–{1}</source>
        <translation>Vous gagnez le match {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the match {1}–{2}</source>
        <translation>{0} gagne le match {1}–{2}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <location line="+22"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="-20"/>
        <source>You win {0}</source>
        <translation>Vous gagnez {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins {1}</source>
        <translation>{0} gagne {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next game</source>
        <translation>Partie suivante</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You double to {0}</source>
        <translation>Vous doublez à {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} double à {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop</source>
        <translation>Refuser</translation>
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
        <translation>une partie simple</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You offer to resign {0} ({1})</source>
        <translation>Vous proposez d&apos;abandonner {0} ({1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns {1} ({2})</source>
        <translation>{0} abandonne {1} ({2})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject</source>
        <translation>Refuser</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../fibsgui/ui/board/view.py" line="+157"/>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Roll the dice (R)</source>
        <translation>Lancer les dés (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Double</source>
        <translation>&amp;Doubler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offer the cube (D)</source>
        <translation>Proposer le videau (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take</source>
        <translation>&amp;Accepter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take the cube (T)</source>
        <translation>Accepter le videau (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dro&amp;p</source>
        <translation>Re&amp;fuser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drop: give up the game at the current cube (P)</source>
        <translation>Refuser : abandonner la partie à la valeur actuelle du videau (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>Ann&amp;uler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back the last checker step (Backspace)</source>
        <translation>Reprendre le dernier déplacement de dame (Retour arrière)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Confirmer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Send the play (Enter)</source>
        <translation>Envoyer le coup (Entrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll or confirm</source>
        <translation>Lancer ou confirmer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accept resignation</source>
        <translation>Accepter l&apos;a&amp;bandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;ject resignation</source>
        <translation>Refuser l&apos;aba&amp;ndon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a single game</source>
        <translation>Abandonner une partie simple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a gammon</source>
        <translation>Abandonner un gammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a backgammon</source>
        <translation>Abandonner un backgammon</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../fibsgui/ui/chat.py" line="+170"/>
        <source>Shout</source>
        <translation>Crier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>— earlier lines above —</source>
        <translation>— lignes précédentes au-dessus —</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>shout</source>
        <translation>crier</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>say</source>
        <translation>dire</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+2"/>
        <source>kibitz</source>
        <translation>commenter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>whisper</source>
        <translation>chuchoter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tell</source>
        <translation>en privé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>message</source>
        <translation>message</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game chat opens when you play or watch a match.</source>
        <translation>Le chat de la partie s&apos;ouvre quand vous jouez ou regardez un match.</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location line="-210"/>
        <source>kibitz</source>
        <translation>commente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>whisper</source>
        <translation>chuchote</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>message</source>
        <translation>message</translation>
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
        <translation>Créer un match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points:</source>
        <translation>Points :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game:</source>
        <translation>Jeu :</translation>
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
        <translation>Nom :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: a title others see in the lobby</source>
        <translation>Facultatif : un titre visible dans le salon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private: only players with the password can join</source>
        <translation>Privé : réservé aux joueurs ayant le mot de passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Mot de passe :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A match name cannot contain control characters.</source>
        <translation>Un nom de match ne peut pas contenir de caractères de contrôle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter a password for the private match.</source>
        <translation>Indiquez un mot de passe pour le match privé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Un mot de passe ne peut pas contenir de caractères de contrôle.</translation>
    </message>
</context>
<context>
    <name>FibsLink</name>
    <message>
        <location filename="../fibsgui/models/fibs.py" line="+196"/>
        <source>Message delivered to {0}.</source>
        <translation>Message remis à {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is not logged in: the message is saved for them.</source>
        <translation>{0} n&apos;est pas connecté : le message lui est gardé.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>FIBS has no lobby: invite a player from the player list, or watch a game.</source>
        <translation>FIBS n&apos;a pas de salon : invitez un joueur depuis la liste des joueurs, ou regardez une partie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>FIBS has no rematch: invite your opponent again.</source>
        <translation>FIBS n&apos;a pas de revanche : invitez à nouveau votre adversaire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FIBS has no follow list: with its notify setting on, it tells you who logs in and out.</source>
        <translation>FIBS n&apos;a pas de liste de suivi : avec son réglage « notify », il vous signale qui se connecte et se déconnecte.</translation>
    </message>
</context>
<context>
    <name>GamesPanel</name>
    <message>
        <location filename="../fibsgui/ui/games.py" line="+42"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
</context>
<context>
    <name>GamesTableModel</name>
    <message>
        <location filename="../fibsgui/models/games.py" line="+232"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>unlimited</source>
        <translation>illimité</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <location filename="../fibsgui/ui/players.py" line="+67"/>
        <source>Invite {0}</source>
        <translation>Inviter {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match to</source>
        <translation>Match en</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unlimited match</source>
        <translation>Match illimité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the saved match</source>
        <translation>Reprendre le match sauvegardé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Invitation:</source>
        <translation>Invitation :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length:</source>
        <translation>Longueur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite {0} to a match.</source>
        <translation>Inviter {0} à un match.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite</source>
        <translation>Inviter</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source> point(s)</source>
        <translation>
            <numerusform> point</numerusform>
            <numerusform> points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+59"/>
        <source>Join a match</source>
        <translation>Rejoindre un match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match ID or player:</source>
        <translation>ID du match ou joueur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Mot de passe :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only for a private match</source>
        <translation>Seulement pour un match privé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter a match ID or a player&apos;s name.</source>
        <translation>Indiquez l&apos;ID d&apos;un match ou le nom d&apos;un joueur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match ID is a number; a name has only letters, digits and &apos;_&apos;.</source>
        <translation>L&apos;ID d&apos;un match est un nombre ; un nom ne contient que des lettres, des chiffres et « _ ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match ID is a number from 1.</source>
        <translation>L&apos;ID d&apos;un match est un nombre à partir de 1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Un mot de passe ne peut pas contenir de caractères de contrôle.</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <location line="+87"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the server for the list of matches again</source>
        <translation>Redemander la liste des matchs au serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create match…</source>
        <translation>Créer un match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join by ID or player…</source>
        <translation>Rejoindre par ID ou joueur…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match is waiting: create one, and others can join it.</source>
        <translation>Aucun match n&apos;attend : créez-en un, et les autres pourront le rejoindre.</translation>
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
        <translation>Points</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+33"/>
        <source>Private: a password is needed to join</source>
        <translation>Privé : il faut un mot de passe pour le rejoindre</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Private</source>
        <translation>Privé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Public</source>
        <translation>Public</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for a player</source>
        <translation>En attente d&apos;un joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Full: you can watch it</source>
        <translation>Complet : vous pouvez le regarder</translation>
    </message>
</context>
<context>
    <name>LoginDialog</name>
    <message>
        <location filename="../fibsgui/ui/login.py" line="+67"/>
        <source>Enter a server, for example fibs.com:4321.</source>
        <extracomment>The servers to choose from: (kind, name shown, default host, default port).</extracomment>
        <translation>Indiquez un serveur, par exemple fibs.com:4321.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{0}&apos; is not a server name.</source>
        <translation>« {0} » n&apos;est pas un nom de serveur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port in &apos;{0}&apos; must be a number from 1 to 65535.</source>
        <translation>Le port dans « {0} » doit être un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Repeat password:</source>
        <translation>Répéter le mot de passe :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-mail address:</source>
        <translation>Adresse e-mail :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remember the password</source>
        <translation>Retenir le mot de passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No password keyring is available on this system, so the password is asked for each time and never stored.</source>
        <translation>Aucun trousseau de mots de passe n&apos;est disponible sur ce système : le mot de passe est demandé à chaque fois et n&apos;est jamais enregistré.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a new account</source>
        <translation>Créer un nouveau compte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server:</source>
        <translation>Serveur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>Adresse :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Mot de passe :</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Create account</source>
        <translation>Créer le compte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log in</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a bgammon.org account</source>
        <translation>Créer un compte bgammon.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to bgammon.org</source>
        <translation>Se connecter à bgammon.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty: log in as a guest</source>
        <translation>Vide : se connecter en invité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a FIBS account</source>
        <translation>Créer un compte FIBS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log in to FIBS</source>
        <translation>Se connecter à FIBS</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server: {0}</source>
        <translation>Serveur : {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enter your FIBS name.</source>
        <translation>Indiquez votre nom FIBS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS name has only letters, digits and &apos;_&apos;.</source>
        <translation>Un nom FIBS ne contient que des lettres, des chiffres et « _ ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter your password.</source>
        <translation>Indiquez votre mot de passe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS password cannot contain spaces or &apos;:&apos;.</source>
        <translation>Un mot de passe FIBS ne peut contenir ni espace ni « : ».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a password of at least 4 characters.</source>
        <translation>Choisissez un mot de passe d&apos;au moins 4 caractères.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <source>The two passwords are not the same.</source>
        <translation>Les deux mots de passe ne sont pas identiques.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Choose a name for your bgammon.org account.</source>
        <translation>Choisissez un nom pour votre compte bgammon.org.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;, and not only digits.</source>
        <translation>Un nom bgammon.org ne contient que des lettres, des chiffres et « _ », et pas uniquement des chiffres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name has at most {0} characters.</source>
        <translation>Un nom bgammon.org compte au plus {0} caractères.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter your password, or leave the name empty to log in as a guest.</source>
        <translation>Indiquez votre mot de passe, ou laissez le nom vide pour vous connecter en invité.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Un mot de passe ne peut pas contenir de caractères de contrôle.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>bgammon.org needs a valid e-mail address for a new account.</source>
        <translation>bgammon.org demande une adresse e-mail valide pour un nouveau compte.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Cancelled: not connected.</source>
        <translation>Annulé : pas de connexion.</translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message>
        <location filename="../fibsgui/ui/online.py" line="+236"/>
        <source>Look: {0} against {1}</source>
        <translation>Coup d&apos;œil : {0} contre {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlimited match</source>
        <translation>match illimité</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point match</source>
        <translation>
            <numerusform>match en %n point</numerusform>
            <numerusform>match en %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}–{4}</source>
        <translation>{0} contre {1} : {2}, {3}–{4}</translation>
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
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resign</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Server</source>
        <translation>&amp;Serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;theme</source>
        <translation>&amp;Thème du plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Log in…</source>
        <translation>Se &amp;connecter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS</source>
        <translation>Se connecter à FIBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Create a FIBS account…</source>
        <translation>&amp;Créer un compte FIBS…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log &amp;out</source>
        <translation>Se &amp;déconnecter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready to play</source>
        <translation>Prêt à jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show others that you accept invitations (toggle ready)</source>
        <translation>Montrer aux autres que vous acceptez les invitations (toggle ready)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Away</source>
        <translation>Absent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell others you are away; they see it when they talk to you</source>
        <translation>Indiquer aux autres que vous êtes absent ; ils le voient quand ils vous écrivent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offline practice</source>
        <translation>Entraînement hors ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online board</source>
        <translation>Plateau en ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the match</source>
        <translation>&amp;Quitter le match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show saved matches</source>
        <translation>Afficher les matchs sauvegardés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic wood and felt</source>
        <translation>Classique : bois et feutre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Home board on the &amp;left</source>
        <translation>Jan intérieur à &amp;gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server console</source>
        <translation>Console du serveur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to FIBS to see who is online.</source>
        <translation>Connectez-vous à FIBS pour voir qui est en ligne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to chat.</source>
        <translation>Connectez-vous à FIBS pour discuter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to see the matches being played.</source>
        <translation>Connectez-vous à FIBS pour voir les matchs en cours.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to see what the server says.</source>
        <translation>Connectez-vous à FIBS pour voir ce que dit le serveur.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Settings not saved: {0}</source>
        <translation>Paramètres non enregistrés : {0}</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Logging out of {0} to log in to {1}.</source>
        <translation>Déconnexion de {0} pour se connecter à {1}.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Logged in as {0}</source>
        <translation>Connecté en tant que {0}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Connection lost: {0}</source>
        <translation>Connexion perdue : {0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You are offline: {0}</source>
        <translation>Vous êtes hors ligne : {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Connected to {0}:{1}: waiting for the login prompt…</source>
        <translation>Connecté à {0}:{1} : en attente de l&apos;invite de connexion…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logging in to {0}:{1}…</source>
        <translation>Connexion à {0}:{1}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection lost, attempt {0}: {1}</source>
        <translation>Connexion perdue, tentative {0} : {1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Logged in as {0} at {1}:{2}</source>
        <translation>Connecté en tant que {0} sur {1}:{2}</translation>
    </message>
    <message>
        <location line="+204"/>
        <source>Leave the match against {0}?</source>
        <translation>Quitter le match contre {0} ?</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Settings cannot be saved in {0} ({1}). Changes apply until fibsgui closes.</source>
        <translation>Les réglages ne peuvent pas être enregistrés dans {0} ({1}). Les changements valent jusqu&apos;à la fermeture de fibsgui.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat history cannot be saved in {0} ({1}). Chat goes on; its lines are kept only while fibsgui runs.</source>
        <translation>L&apos;historique du chat ne peut pas être enregistré dans {0} ({1}). Le chat continue ; ses lignes ne sont gardées que tant que fibsgui tourne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Logs, crash reports and session transcripts cannot be written in {0} ({1}).</source>
        <translation>Les journaux, rapports de plantage et transcriptions de session ne peuvent pas être écrits dans {0} ({1}).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The settings file {0} cannot be read ({1}). fibsgui starts with its default settings and leaves the file as it is; changes are not saved this time.</source>
        <translation>Le fichier de réglages {0} ne peut pas être lu ({1}). fibsgui démarre avec ses réglages par défaut et laisse le fichier tel quel ; les changements ne sont pas enregistrés cette fois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file {0} is damaged ({1}). fibsgui starts with its default settings; your file is kept as {2}.</source>
        <translation>Le fichier de réglages {0} est endommagé ({1}). fibsgui démarre avec ses réglages par défaut ; votre fichier est gardé sous {2}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some settings in {0} have values fibsgui cannot use, so their defaults apply (the values stay in the file): {1}.</source>
        <translation>Certains réglages de {0} ont des valeurs que fibsgui ne peut pas utiliser ; leurs valeurs par défaut s&apos;appliquent (les valeurs restent dans le fichier) : {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A copy of the file is kept as {0}.</source>
        <translation>Une copie du fichier est gardée sous {0}.</translation>
    </message>
    <message>
        <location line="-393"/>
        <location line="+97"/>
        <source>Connecting to {0}:{1}…</source>
        <translation>Connexion à {0}:{1}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Connection lost: reconnecting in {0} s</source>
        <translation>Connexion perdue : nouvelle tentative dans {0} s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: reconnecting…</source>
        <translation>Connexion perdue : reconnexion…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Logging out…</source>
        <translation>Déconnexion…</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+22"/>
        <source>Offline</source>
        <translation>Hors ligne</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+46"/>
        <source>Offline: {0}</source>
        <translation>Hors ligne : {0}</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You invited {0} to resume your saved match.</source>
        <translation>Vous avez invité {0} à reprendre votre match sauvegardé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You invited {0} to an unlimited match.</source>
        <translation>Vous avez invité {0} à un match illimité.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You invited {0} to a %n point match.</source>
        <translation>
            <numerusform>Vous avez invité {0} à un match en %n point.</numerusform>
            <numerusform>Vous avez invité {0} à un match en %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (rating {0:.2f}, experience {1})</source>
        <translation> (classement {0:.2f}, expérience {1})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}{1} wants to resume your saved match.</source>
        <translation>{0}{1} veut reprendre votre match sauvegardé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}{1} invites you to an unlimited match.</source>
        <translation>{0}{1} vous invite à un match illimité.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0}{1} invites you to a %n point match.</source>
        <translation>
            <numerusform>{0}{1} vous invite à un match en %n point.</numerusform>
            <numerusform>{0}{1} vous invite à un match en %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>It is your turn against {0}.</source>
        <translation>C&apos;est votre tour contre {0}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{0} tells you</source>
        <translation>{0} vous écrit</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>I am away from the keyboard.</source>
        <translation>Je suis absent du clavier.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Leave the match</source>
        <translation>Quitter le match</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Leave the match against {0}? The server saves it, and you can resume it later by inviting them again.</source>
        <translation>Quitter le match contre {0} ? Le serveur le sauvegarde ; vous pourrez le reprendre plus tard en invitant {0} à nouveau.</translation>
    </message>
</context>
<context>
    <name>NoticeArea</name>
    <message>
        <location filename="../fibsgui/ui/notices.py" line="+54"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel invitation</source>
        <translation>Annuler l&apos;invitation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
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
        <translation>Vous</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>The engine failed: {0}</source>
        <translation>Le moteur a échoué : {0}</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Match over</source>
        <translation>Match terminé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll (R) to start the match</source>
        <translation>Lancez (R) pour commencer le match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is thinking…</source>
        <translation>{0} réfléchit…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: roll (R) or double (D)</source>
        <translation>À vous : lancer (R) ou doubler (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: roll (R)</source>
        <translation>À vous : lancer (R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0}-{1}</source>
        <translation>Jouez {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take (T) or drop (P)?</source>
        <translation>Accepter (T) ou refuser (P) ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept or reject the resignation</source>
        <translation>Accepter ou refuser l&apos;abandon</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New {0}-point match against {1}</source>
        <translation>Nouveau match en {0} points contre {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New money session against {0}</source>
        <translation>Nouvelle session d&apos;argent contre {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game {0}</source>
        <translation>Partie {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score {0}–{1}</source>
        <translation>score {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crawford game</source>
        <translation>partie Crawford</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening roll {0}-{1}: both roll again</source>
        <translation>Lancer d&apos;ouverture {0}-{1} : chacun relance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening roll: you start with {0}-{1}</source>
        <translation>Lancer d&apos;ouverture : vous commencez avec {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening roll: {2} starts with {0}-{1}</source>
        <translation>Lancer d&apos;ouverture : {2} commence avec {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You roll {0}-{1}</source>
        <translation>Vous lancez {0}-{1}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{2} rolls {0}-{1}</source>
        <translation>{2} lance {0}-{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You play {0}</source>
        <translation>Vous jouez {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} plays {0}</source>
        <translation>{1} joue {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot move</source>
        <translation>Vous ne pouvez pas jouer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} cannot move</source>
        <translation>{0} ne peut pas jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Vous doublez à {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} doubles to {0}</source>
        <translation>{1} double à {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You take; the cube is at {0}</source>
        <translation>Vous acceptez ; le videau est à {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} takes; the cube is at {0}</source>
        <translation>{1} accepte ; le videau est à {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drop the double</source>
        <translation>Vous refusez le double</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} drops the double</source>
        <translation>{0} refuse le double</translation>
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
        <translation>une partie simple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You offer to resign {0}</source>
        <translation>Vous proposez d&apos;abandonner {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} offers to resign {0}</source>
        <translation>{1} propose d&apos;abandonner {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Vous acceptez l&apos;abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} accepte l&apos;abandon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You reject the resignation</source>
        <translation>Vous refusez l&apos;abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} refuse l&apos;abandon</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win {0}</source>
        <translation>Vous gagnez {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} wins {0}</source>
        <translation>{1} gagne {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match {0}–{1}</source>
        <translation>Vous gagnez le match {0}–{1}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{2} wins the match {1}–{0}</source>
        <translation>{2} gagne le match {1}–{0}</translation>
    </message>
</context>
<context>
    <name>OnlineClient</name>
    <message>
        <location filename="../fibsgui/models/online.py" line="+94"/>
        <source>The name {0} is already taken. Please choose another one.</source>
        <translation>Le nom {0} est déjà pris. Veuillez en choisir un autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS name may only contain letters and &apos;_&apos;: {0} cannot be used.</source>
        <translation>Un nom FIBS ne peut contenir que des lettres et « _ » : {0} ne peut pas être utilisé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please give a password.</source>
        <translation>Veuillez indiquer un mot de passe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The password must have at least 4 characters.</source>
        <translation>Le mot de passe doit comporter au moins 4 caractères.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain spaces.</source>
        <translation>Un mot de passe ne peut pas contenir d&apos;espaces.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server read two different passwords. Please try again.</source>
        <translation>Le serveur a reçu deux mots de passe différents. Veuillez réessayer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server does not allow new accounts from your network.</source>
        <translation>Le serveur n&apos;autorise pas de nouveaux comptes depuis votre réseau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server did not create the account: {0}</source>
        <translation>Le serveur n&apos;a pas créé le compte : {0}</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>The server refused the login as {0}: wrong name or password.</source>
        <translation>Le serveur a refusé la connexion en tant que {0} : nom ou mot de passe incorrect.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The server name {0} was not found. Check the server address and your network.</source>
        <translation>Le nom de serveur {0} est introuvable. Vérifiez l&apos;adresse du serveur et votre réseau.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} refused the connection: no server is listening on that port. Check the server address.</source>
        <translation>{0}:{1} a refusé la connexion : aucun serveur n&apos;écoute sur ce port. Vérifiez l&apos;adresse du serveur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot connect to {0}:{1}: no answer from that address. Check the server address and your network.</source>
        <translation>Connexion à {0}:{1} impossible : aucune réponse de cette adresse. Vérifiez l&apos;adresse du serveur et votre réseau.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection but did not answer: no login prompt came. It may not be a FIBS server, or it may be overloaded.</source>
        <translation>{0}:{1} a accepté la connexion mais n&apos;a pas répondu : aucune invite de connexion n&apos;est venue. Ce n&apos;est peut-être pas un serveur FIBS, ou il est surchargé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection but did not answer like a FIBS server: it sent something other than a login prompt.</source>
        <translation>{0}:{1} a accepté la connexion mais n&apos;a pas répondu comme un serveur FIBS : il a envoyé autre chose qu&apos;une invite de connexion.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection and the login, but did not answer the login.</source>
        <translation>{0}:{1} a accepté la connexion et l&apos;identifiant, mais n&apos;a pas répondu à la connexion.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} closed the connection before the login was done.</source>
        <translation>{0}:{1} a fermé la connexion avant la fin de la connexion au compte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The connection to the server was lost.</source>
        <translation>La connexion au serveur a été perdue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the server was lost, and the attempts to connect again failed.</source>
        <translation>La connexion au serveur a été perdue et les tentatives de reconnexion ont échoué.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server keeps closing the connection right after the login. Is this account logged in somewhere else?</source>
        <translation>Le serveur ferme la connexion juste après chaque connexion au compte. Ce compte est-il connecté ailleurs ?</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Cannot connect to {0}:{1}. Check the server address and your network.
({2})</source>
        <translation>Impossible de se connecter à {0}:{1}. Vérifiez l&apos;adresse du serveur et votre réseau.
({2})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The login did not work: {0}</source>
        <translation>La connexion a échoué : {0}</translation>
    </message>
    <message>
        <location line="+173"/>
        <location line="+6"/>
        <source>Not connected: {0} was not sent.</source>
        <translation>Non connecté : {0} n&apos;a pas été envoyé.</translation>
    </message>
</context>
<context>
    <name>OnlineGame</name>
    <message>
        <location line="+212"/>
        <source>The connection was lost: reconnecting, the match goes on when it is back</source>
        <translation>La connexion a été perdue : reconnexion en cours, le match reprend dès son retour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watching {0} against {1}</source>
        <translation>Vous regardez {0} contre {1}</translation>
    </message>
</context>
<context>
    <name>OnlineGameController</name>
    <message>
        <location line="+118"/>
        <source>You roll {0}-{1}</source>
        <translation>Vous lancez {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rolls {1}-{2}</source>
        <translation>{0} lance {1}-{2}</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+60"/>
        <source>You move {0}</source>
        <translation>Vous jouez {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} moves {1}</source>
        <translation>{0} joue {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced move: {0}</source>
        <translation>Coup forcé : {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot move</source>
        <translation>Vous ne pouvez pas jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot move</source>
        <translation>{0} ne peut pas jouer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You double</source>
        <translation>Vous doublez</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} doubles</source>
        <translation>{0} double</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Vous doublez à {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} double à {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You take</source>
        <translation>Vous acceptez</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} takes</source>
        <translation>{0} accepte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take; the cube shows {0}</source>
        <translation>Vous acceptez ; le videau est à {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes; the cube shows {1}</source>
        <translation>{0} accepte ; le videau est à {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left the match with {1}; it is saved</source>
        <translation>{0} a quitté le match contre {1} ; il est sauvegardé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drop</source>
        <translation>Vous refusez le double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops</source>
        <translation>{0} refuse le double</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You offer to resign (%n point(s))</source>
        <translation>
            <numerusform>Vous proposez d&apos;abandonner (%n point)</numerusform>
            <numerusform>Vous proposez d&apos;abandonner (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} offers to resign (%n point(s))</source>
        <translation>
            <numerusform>{0} propose d&apos;abandonner (%n point)</numerusform>
            <numerusform>{0} propose d&apos;abandonner (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Vous acceptez l&apos;abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} accepte l&apos;abandon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You reject the resignation</source>
        <translation>Vous refusez l&apos;abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} refuse l&apos;abandon</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>Vous gagnez la partie : %n point</numerusform>
            <numerusform>Vous gagnez la partie : %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} gagne la partie : %n point</numerusform>
            <numerusform>{0} gagne la partie : %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match {0}-{1}</source>
        <translation>Vous gagnez le match {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins the match {1}-{2}</source>
        <translation>{0} gagne le match {1}-{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game starts</source>
        <translation>Une nouvelle partie commence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening roll: {0} {1}, {2} {3}</source>
        <translation>Lancer d&apos;ouverture : {0} {1}, {2} {3}</translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <location filename="../fibsgui/ui/online.py" line="-90"/>
        <source>Leave match</source>
        <translation>Quitter le match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop playing; the server saves the match so you can resume it later</source>
        <translation>Arrêter de jouer ; le serveur sauvegarde le match pour que vous puissiez le reprendre plus tard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop watching</source>
        <translation>Arrêter de regarder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh board</source>
        <translation>Actualiser le plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the server for the board again</source>
        <translation>Redemander le plateau au serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match log</source>
        <translation>Journal du match</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No match: create one or join one in the lobby</source>
        <translation>Aucun match : créez-en un ou rejoignez-en un dans le salon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match: invite a player or watch a game</source>
        <translation>Aucun match : invitez un joueur ou regardez une partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unlimited match</source>
        <translation>match illimité</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point match</source>
        <translation>
            <numerusform>match en %n point</numerusform>
            <numerusform>match en %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: {1}, waiting for an opponent</source>
        <translation>{0} : {1}, en attente d&apos;un adversaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watching {0} against {1}: {2}, {3}</source>
        <translation>Spectateur de {0} contre {1} : {2}, {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} against {1}: {2}, {3}</source>
        <translation>{0} contre {1} : {2}, {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (Crawford game)</source>
        <translation> (partie Crawford)</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="-139"/>
        <source>Private match</source>
        <translation>Match privé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>match {0}</source>
        <translation>match {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is private: enter its password.</source>
        <translation>{0} est privé : indiquez son mot de passe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Mot de passe :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the match&apos;s password.</source>
        <translation>Indiquez le mot de passe du match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Un mot de passe ne peut pas contenir de caractères de contrôle.</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../fibsgui/ui/players.py" line="+91"/>
        <source>Filter players</source>
        <translation>Filtrer les joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready only</source>
        <translation>Prêts seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide bots</source>
        <translation>Masquer les bots</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} of {1}</source>
        <translation>{0} sur {1}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Invite…</source>
        <translation>Inviter…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look at the board</source>
        <translation>Voir le plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell…</source>
        <translation>Écrire en privé…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who is this?</source>
        <translation>Qui est-ce ?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave a message…</source>
        <translation>Laisser un message…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gag (hide their chat)</source>
        <translation>Bâillonner (masquer ses messages)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blind (refuse their invitations)</source>
        <translation>Bloquer (refuser ses invitations)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell me when they log out or finish</source>
        <translation>Me prévenir à sa déconnexion ou en fin de partie</translation>
    </message>
</context>
<context>
    <name>PlayerTableModel</name>
    <message>
        <location filename="../fibsgui/models/players.py" line="+347"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Experience</source>
        <translation>Expérience</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Idle</source>
        <translation>Inactif</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>playing</source>
        <translation>joue</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>watching</source>
        <translation>regarde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>{name}
rating {rating:.2f}, experience {exp}
logged in {since}
from {host}</source>
        <translation>{name}
classement {rating:.2f}, expérience {exp}
connecté depuis {since}
depuis {host}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>watching {0}</source>
        <translation>regarde {0}</translation>
    </message>
</context>
<context>
    <name>PracticeScreen</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/practice.py" line="+188"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money game</source>
        <translation>Partie d&apos;argent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual</source>
        <translation>Occasionnel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>World class</source>
        <translation>Classe mondiale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match:</source>
        <translation>Match :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent strength:</source>
        <translation>Niveau adverse :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New match</source>
        <translation>Nouveau match</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The engine&apos;s best plays for your roll (H)</source>
        <translation>Les meilleurs coups du moteur pour votre lancer (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Equity</source>
        <translation>Équité</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difference</source>
        <translation>Différence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a play to make it</source>
        <translation>Double-cliquez sur un coup pour le jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>C&amp;onseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New practice match</source>
        <translation>&amp;Nouveau match d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Opponent: GNU Backgammon ({0})</source>
        <translation>Adversaire : GNU Backgammon ({0})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent: the built-in bot ({0}); GNU Backgammon is not available</source>
        <translation>Adversaire : le bot intégré ({0}) ; GNU Backgammon n&apos;est pas disponible</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Best plays for {0}-{1}</source>
        <translation>Meilleurs coups pour {0}-{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no move)</source>
        <translation>(aucun coup)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No hint: {0}</source>
        <translation>Pas de conseil : {0}</translation>
    </message>
</context>
<context>
    <name>ServerConsole</name>
    <message>
        <location filename="../fibsgui/ui/console.py" line="+74"/>
        <source>Type a FIBS command, e.g. &apos;show games&apos; or &apos;help&apos;</source>
        <translation>Tapez une commande FIBS, par ex. « show games » ou « help »</translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>A line of %n byte(s) from the server was too long and was dropped.</source>
        <translation>
            <numerusform>Une ligne de %n octet venue du serveur était trop longue et a été ignorée.</numerusform>
            <numerusform>Une ligne de %n octets venue du serveur était trop longue et a été ignorée.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerSwitch</name>
    <message>
        <location filename="../fibsgui/ui/servers.py" line="+188"/>
        <source>{0} has no player list: find opponents in the lobby.</source>
        <translation>{0} n&apos;a pas de liste de joueurs : trouvez des adversaires dans le salon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} has no player list.</source>
        <translation>{0} n&apos;a pas de liste de joueurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lobby</source>
        <translation>Salon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../fibsgui/ui/settings.py" line="+44"/>
        <source>Send the board after every move</source>
        <translation>Envoyer le plateau après chaque coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the server make forced moves for you</source>
        <translation>Laisser le serveur jouer les coups forcés</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ready to play: others may invite you</source>
        <translation>Prêt à jouer : les autres peuvent vous inviter</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Allow the server&apos;s pip command in your matches (it works only when both players allow it)</source>
        <translation>Autoriser la commande pip du serveur dans vos matchs (elle ne marche que si les deux joueurs l&apos;autorisent)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Agree that a doublet rolled at the start of a game doubles the cube (unlimited matches)</source>
        <translation>Accepter qu&apos;un double tiré au début d&apos;une partie double le videau (matchs illimités)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ring the bell when someone talks to you or invites you</source>
        <translation>Faire sonner la cloche quand quelqu&apos;un vous parle ou vous invite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Insist on the Crawford rule (a match is played without it only when both players untick this)</source>
        <translation>Exiger la règle de Crawford (un match ne se joue sans elle que si les deux joueurs décochent ceci)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask whether you want to double before each roll (otherwise the server rolls for you)</source>
        <translation>Demander avant chaque lancer si vous voulez doubler (sinon le serveur lance pour vous)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the server bear off as many checkers as your roll allows</source>
        <translation>Laisser le serveur sortir autant de dames que votre lancer le permet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send the board after each roll as well</source>
        <translation>Envoyer aussi le plateau après chaque lancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the list of a game&apos;s moves when it ends</source>
        <translation>Envoyer la liste des coups d&apos;une partie à sa fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell me when players log in</source>
        <translation>Me prévenir quand des joueurs se connectent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show how the rating changes are calculated after a match</source>
        <translation>Montrer après un match comment le changement de classement est calculé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell me when other players&apos; matches start and end</source>
        <translation>Me prévenir quand les matchs des autres joueurs commencent et finissent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not hear what other players shout (and do not shout yourself)</source>
        <translation>Ne pas entendre ce que crient les autres joueurs (et ne pas crier soi-même)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic wood and felt</source>
        <translation>Classique : bois et feutre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>À droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>À gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make forced plays automatically</source>
        <translation>Jouer automatiquement les coups forcés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm each play before it is sent</source>
        <translation>Confirmer chaque coup avant son envoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sounds</source>
        <translation>Jouer les sons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitations</source>
        <translation>Invitations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat addressed to you</source>
        <translation>Messages qui vous sont adressés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notify me of invitations when the window is in the background</source>
        <translation>Me signaler les invitations quand la fenêtre est en arrière-plan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notify me of tells when the window is in the background</source>
        <translation>Me signaler les messages privés quand la fenêtre est en arrière-plan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board theme:</source>
        <translation>Thème du plateau :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home board:</source>
        <translation>Jan intérieur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sounds:</source>
        <translation>Sons :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notifications:</source>
        <translation>Notifications :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to see and change the server&apos;s settings.</source>
        <translation>Connectez-vous pour voir et modifier les paramètres du serveur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlimited</source>
        <translation>illimité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redoubles in unlimited matches:</source>
        <translation>Redoublements dans les matchs illimités :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the who list by:</source>
        <translation>Trier la liste who par :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time zone:</source>
        <translation>Fuseau horaire :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings on the server</source>
        <translation>Conserver ces paramètres sur le serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sends &apos;save&apos;: the server remembers your toggles for next time</source>
        <translation>Envoie « save » : le serveur retient vos options pour la prochaine fois</translation>
    </message>
    <message>
        <location line="+213"/>
        <source>The server kept its value of {0}: {1}</source>
        <translation>Le serveur a gardé sa valeur de {0} : {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server kept its value of {0}.</source>
        <translation>Le serveur a gardé sa valeur de {0}.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../fibsgui/ui/welcome.py" line="+86"/>
        <location line="+1"/>
        <source>Welcome to fibsgui</source>
        <translation>Bienvenue dans fibsgui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play backgammon with people from all over the world on FIBS, the First Internet Backgammon Server, or practise on your own against GNU Backgammon.</source>
        <translation>Jouez au backgammon avec des joueurs du monde entier sur FIBS, le First Internet Backgammon Server, ou entraînez-vous seul contre GNU Backgammon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practise offline</source>
        <translation>S&apos;entraîner hors ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match against GNU Backgammon on this computer, with hints. No account needed.</source>
        <translation>Un match contre GNU Backgammon sur cet ordinateur, avec des conseils. Aucun compte nécessaire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to FIBS</source>
        <translation>Se connecter à FIBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play people online with the FIBS account you already have.</source>
        <translation>Jouez en ligne contre d&apos;autres joueurs avec votre compte FIBS existant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a FIBS account</source>
        <translation>Créer un compte FIBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to FIBS? Choose a name and a password; it takes a minute and costs nothing.</source>
        <translation>Nouveau sur FIBS ? Choisissez un nom et un mot de passe : c&apos;est gratuit et prend une minute.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can log in to FIBS later at any time; this welcome is shown only once.</source>
        <translation>Vous pourrez vous connecter à FIBS plus tard à tout moment ; cet accueil ne s&apos;affiche qu&apos;une fois.</translation>
    </message>
</context>
<context>
    <name>WhoisDialog</name>
    <message>
        <location filename="../fibsgui/ui/whois.py" line="+30"/>
        <source>About {0}</source>
        <translation>À propos de {0}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../fibsgui/app.py" line="+135"/>
        <source>fibsgui cannot start</source>
        <translation>fibsgui ne peut pas démarrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fibsgui cannot start: {0}</source>
        <translation>fibsgui ne peut pas démarrer : {0}</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Something went wrong: {0}

A report was written to:
{1}

fibsgui goes on running.</source>
        <translation>Un problème est survenu : {0}

Un rapport a été écrit dans :
{1}

fibsgui continue de fonctionner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Something went wrong: {0}

No report could be written ({1}).

fibsgui goes on running.</source>
        <translation>Un problème est survenu : {0}

Aucun rapport n&apos;a pu être écrit ({1}).

fibsgui continue de fonctionner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui: unexpected error</source>
        <translation>fibsgui : erreur inattendue</translation>
    </message>
</context>
</TS>
