; Inno Setup 6 script: the Windows installer, over the one-folder build that build.spec makes.
;
;   pyinstaller --noconfirm --clean build.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\napoleon.iss
;
; Defines (all optional, pass with /D): AppVersion (game.__version__), AppVersionNumeric (its
; numbers only, "1.2.3", for the setup's version resource), SourceDir (the one-folder build,
; default dist\Napoleon), OutputDir (default dist), IconFile (default sprites\icon\icon.ico),
; SignTool (the name of a sign tool given to ISCC with /S: signs the setup and the uninstaller).
; Relative paths are relative to this script's folder.
;
; Installs per user by default (no administrator needed; the dialog offers all users), adds a
; Start-menu entry and an uninstaller (Settings > Apps). Settings and saves live in the user's
; AppData folders (platformdirs), not in {app}, so uninstalling keeps them and upgrades never touch them.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef AppVersionNumeric
  #define AppVersionNumeric "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\Napoleon"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile "..\..\sprites\icon\icon.ico"
#endif
#define AppName "Napoleon"
#define AppExe "Napoleon.exe"

[Setup]
; AppId identifies the app for upgrades and the uninstaller: never change it.
AppId={{CEC3631B-5571-41F5-B495-583732054243}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Napoleon table
AppComments=Napoleon, the Japanese point-trick card game
VersionInfoProductName={#AppName}
VersionInfoProductTextVersion={#AppVersion}
; The setup's own version resource (numbers only: game.__version__'s first three).
VersionInfoVersion={#AppVersionNumeric}
VersionInfoProductVersion={#AppVersionNumeric}
VersionInfoTextVersion={#AppVersion}
VersionInfoDescription={#AppName} setup
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=Napoleon-{#AppVersion}-windows-x64-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
#ifdef SignTool
; With a certificate, release.yml passes /DSignTool=signtool and /Ssigntool=<signtool command>:
; ISCC signs the setup and the uninstaller it embeds (unins000.exe), not only the setup.
SignTool={#SignTool}
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle: no stale libraries from the previous version.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
